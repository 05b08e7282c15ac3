import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { ChevronDown, Ellipsis } from '../../icons';
import { Button, type ButtonProps } from '../Button';
import type { RowActionItem } from './actions';

export type { RowActionItem } from './actions';

// Radix's menu loads the first time a "更多" is pressed: a table that is only read never needs it.
const MoreActionsMenu = lazy(() => import('./MoreActionsMenu').then((m) => ({ default: m.MoreActionsMenu })));

export interface MoreActionsProps {
  items: readonly RowActionItem[];
  /** The button's text ("更多"). */
  label: string;
  /** Its accessible name, naming the row ("admin 的更多操作"); it contains the text. */
  name?: string;
  /**
   * A row's is a small text button; the toolbar's looks like its other buttons; `icon` is the
   * toolbar's on a phone, a square "…" named by its label.
   */
  look?: 'row' | 'toolbar' | 'icon';
}

/** The "更多" button of a row and, once pressed, its menu of the row's other actions. */
export function MoreActions({ items, label, name, look = 'row' }: MoreActionsProps) {
  const [used, setUsed] = useState(false);
  const busy = items.some((item) => item.loading);
  const iconOnly = look === 'icon';
  const trigger = (own: ButtonProps) => (
    <Button
      size={look === 'row' ? 'small' : 'default'}
      variant={look === 'row' ? 'text' : 'default'}
      aria-label={name ?? (iconOnly ? label : undefined)}
      title={iconOnly ? label : undefined}
      aria-haspopup="menu"
      loading={busy}
      icon={iconOnly ? <Ellipsis aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
      {...own}
    >
      {iconOnly ? null : label}
    </Button>
  );
  // Until the menu is loaded, the same button, announced the same way; a press (or ↓) loads it.
  const button = trigger({
    'aria-expanded': false,
    onClick: () => setUsed(true),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      setUsed(true);
    },
  });
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <MoreActionsMenu items={items} trigger={trigger({})} />
    </Suspense>
  );
}

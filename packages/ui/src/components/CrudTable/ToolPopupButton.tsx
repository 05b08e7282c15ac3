import { type KeyboardEvent, type ReactNode, Suspense, useState } from 'react';
import { Button } from '../Button';

export interface ToolPopupButtonProps {
  /** Accessible name of the icon button. */
  label: string;
  icon: ReactNode;
  /** What it opens, as the loaded trigger announces it (`aria-haspopup`). */
  popup: 'menu' | 'dialog';
  /** The loaded popup with its own trigger, mounted open (a `lazy` component). */
  children: ReactNode;
}

/**
 * An icon button of the toolbar whose popup loads the first time it is pressed: the density menu
 * and the column chooser bring Radix's menu and popover with floating-ui, a large part of a
 * table's start that a page which never changes density or columns should not download. Until
 * then it is the same button, announced the same way; pressing it (a click, Enter, Space, or ↓ as
 * a menu button does) loads the popup, which replaces it already open and takes the focus.
 */
export function ToolPopupButton({ label, icon, popup, children }: ToolPopupButtonProps) {
  const [used, setUsed] = useState(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (popup !== 'menu' || event.key !== 'ArrowDown') return;
    event.preventDefault();
    setUsed(true);
  };
  const button = (
    <Button
      aria-label={label}
      icon={icon}
      aria-haspopup={popup}
      aria-expanded={false}
      onClick={() => setUsed(true)}
      onKeyDown={onKeyDown}
    />
  );
  if (!used) return button;
  return <Suspense fallback={button}>{children}</Suspense>;
}

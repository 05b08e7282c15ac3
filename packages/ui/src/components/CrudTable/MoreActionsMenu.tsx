import type { ReactElement } from 'react';
import { vars } from '../../theme/tokens';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../DropdownMenu';
import type { RowActionItem } from './actions';

export interface MoreActionsMenuProps {
  items: readonly RowActionItem[];
  /** The "更多" button. */
  trigger: ReactElement;
}

/**
 * The menu of a row's other actions, mounted open by the first press of its button (MoreActions).
 * Not modal: an action that opens a dialog (delete's confirmation, a form) takes the focus from it,
 * where a modal menu would still be trapping it while it closes.
 */
export function MoreActionsMenu({ items, trigger }: MoreActionsMenuProps) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {items.map((item) => (
          <DropdownMenuItem
            key={item.key}
            icon={item.icon}
            disabled={item.state === 'disabled' || item.loading}
            onSelect={item.run}
            style={item.danger ? { color: vars.color.dangerText } : undefined}
          >
            {item.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

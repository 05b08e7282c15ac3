import type { KeyboardEvent } from 'react';

/** Visible menu rows in DOM order, for arrow-key movement. */
function rowsOf(nav: HTMLElement): HTMLElement[] {
  return [...nav.querySelectorAll<HTMLElement>('[data-menu-item]')].filter((el) => el.offsetParent !== null);
}

/**
 * The menu's keys: ↑/↓/Home/End move between visible rows, → opens a group (or enters an open one),
 * ← closes a group or goes to the parent. `toggle` opens or closes the group of that key.
 */
export function onSidebarKey(
  event: KeyboardEvent<HTMLElement>,
  toggle: (key: string, open: boolean) => void,
) {
  const target = event.target as HTMLElement;
  if (!target.hasAttribute('data-menu-item')) return;
  const nav = event.currentTarget;
  const rows = rowsOf(nav);
  const index = rows.indexOf(target);
  const key = target.getAttribute('data-key') ?? '';
  const focusRow = (el: HTMLElement | undefined) => el?.focus();
  switch (event.key) {
    case 'ArrowDown':
      focusRow(rows[index + 1]);
      break;
    case 'ArrowUp':
      focusRow(rows[index - 1]);
      break;
    case 'Home':
      focusRow(rows[0]);
      break;
    case 'End':
      focusRow(rows[rows.length - 1]);
      break;
    case 'ArrowRight':
      if (target.getAttribute('aria-expanded') === 'false') toggle(key, true);
      else if (target.getAttribute('aria-expanded') === 'true') focusRow(rows[index + 1]);
      else return;
      break;
    case 'ArrowLeft': {
      if (target.getAttribute('aria-expanded') === 'true') {
        toggle(key, false);
        break;
      }
      const parent = target.getAttribute('data-parent-key');
      if (!parent) return;
      focusRow(rows.find((el) => el.getAttribute('data-key') === parent));
      break;
    }
    default:
      return;
  }
  event.preventDefault();
}

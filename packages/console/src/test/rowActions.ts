import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * A row's actions as a person finds them: the first two are buttons, the others are items of the
 * row's "更多" menu (CrudTable `inlineActions`). These helpers look in both places, so a test says
 * which action it means, not where the table put it.
 */

const MORE = /更多|More/;

/** Opens the row's "更多" menu and answers it, or null when the row has none. */
async function openMore(user: UserEvent, row: HTMLElement): Promise<HTMLElement | null> {
  const more = within(row).queryByRole('button', { name: MORE });
  if (!more) return null;
  await user.click(more);
  return screen.findByRole('menu');
}

/** Presses the row's action `name`: its button, else its item in the "更多" menu. */
export async function pressRowAction(user: UserEvent, row: HTMLElement, name: string) {
  const button = within(row).queryByRole('button', { name });
  if (button) {
    await user.click(button);
    return;
  }
  const menu = await openMore(user, row);
  if (!menu) throw new Error(`the row has no action "${name}" and no "更多" menu`);
  await user.click(within(menu).getByRole('menuitem', { name }));
}

/** The names of the row's actions, buttons and menu items alike (the menu is closed again). */
export async function rowActionNames(user: UserEvent, row: HTMLElement): Promise<string[]> {
  const buttons = within(row)
    .queryAllByRole('button')
    .filter((button) => !MORE.test(button.textContent ?? ''))
    .map((button) => button.textContent?.trim() ?? '');
  const menu = await openMore(user, row);
  if (!menu) return buttons;
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.trim() ?? '');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return [...buttons, ...items];
}

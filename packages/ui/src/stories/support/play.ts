import { expect, screen, userEvent, within } from 'storybook/test';

/** The part of a play function's `canvas` these helpers use. */
interface Canvas {
  getByRole: typeof screen.getByRole;
}

/**
 * Clicks the button named `trigger` and returns the dialog named `dialog` it opens (found in the
 * whole document: dialogs render in a portal, outside the story's canvas).
 */
export async function openDialog(
  canvas: Canvas,
  trigger: string | RegExp,
  dialog: string | RegExp,
): Promise<HTMLElement> {
  await userEvent.click(canvas.getByRole('button', { name: trigger }));
  return screen.findByRole('dialog', { name: dialog });
}

/**
 * A play function that opens the dialog named `dialog` with the button named `trigger` (as
 * `openDialog`) and goes on with `steps` in it, given the story's context as well.
 */
export function playInDialog<C extends { canvas: Canvas }>(
  trigger: string | RegExp,
  dialog: string | RegExp,
  steps: (dialog: HTMLElement, context: C) => Promise<void>,
): (context: C) => Promise<void> {
  return async (context) => steps(await openDialog(context.canvas, trigger, dialog), context);
}

/** Presses Tab once and checks that the keyboard reached `element` (a story's first stop). */
export async function tabTo(element: HTMLElement): Promise<void> {
  await userEvent.tab();
  await expect(element).toHaveFocus();
}

/**
 * Reaches `control` with Tab, then turns it on with the first of `keys` and off with the second
 * (a checkbox takes Space twice, a switch Space or Enter), checking it after each press.
 */
export async function toggleByKeyboard(control: HTMLElement, keys: [string, string]): Promise<void> {
  await tabTo(control);
  await userEvent.keyboard(keys[0]);
  await expect(control).toBeChecked();
  await userEvent.keyboard(keys[1]);
  await expect(control).not.toBeChecked();
}

/** Focuses `element` and presses Enter, as a keyboard user opens a trigger. */
export async function pressEnterOn(element: HTMLElement): Promise<void> {
  element.focus();
  await userEvent.keyboard('{Enter}');
}

/** The texts of a menu's items, in their order. */
export function menuItemTexts(menu: HTMLElement): (string | null)[] {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

/** The text of the option that `owner` (a combobox or listbox) marks active by aria-activedescendant. */
export function activeOptionText(owner: HTMLElement): string | null | undefined {
  return document.getElementById(owner.getAttribute('aria-activedescendant') ?? '')?.textContent;
}

/**
 * A bar's empty frame (`frame`: the element the story wraps it in) takes the bar's own place: the
 * same height and background, and nothing in it to read out or to reach by keyboard.
 */
export async function expectFrameOf(bar: HTMLElement, frame: HTMLElement): Promise<void> {
  const empty = frame.firstElementChild as HTMLElement;
  await expect(frame.getBoundingClientRect().height).toBeGreaterThan(0);
  await expect(frame.getBoundingClientRect().height).toBe(bar.getBoundingClientRect().height);
  await expect(getComputedStyle(empty).backgroundColor).toBe(getComputedStyle(bar).backgroundColor);
  await expect(empty).toHaveAttribute('aria-hidden', 'true');
  await expect(empty).toBeEmptyDOMElement();
}

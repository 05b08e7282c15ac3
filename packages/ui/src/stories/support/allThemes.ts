import { expect, screen, waitFor, within } from 'storybook/test';
import type { Locale } from '../../i18n/locale';
import { en } from '../../i18n/locales/en';
import { zh } from '../../i18n/locales/zh';
import { themeNames } from '../../theme/themes';
import type { AllThemesParameters } from './ThemeGrid';

/** What a panel header shows when the theme names are not translated: the key itself. */
export const RAW_THEME_KEY = /^theme\./;

/**
 * Stories' `parameters` for Storybook's "All themes" view (the toolbar's "All themes"): panels at
 * least `panelWidth` wide (see `AllThemesParameters`).
 */
export function allThemesParameters(panelWidth?: number) {
  const allThemes: AllThemesParameters = { panelWidth };
  return { allThemes };
}

/** A story's `globals` and `parameters` that show it in the "All themes" view. */
export function inAllThemes(panelWidth?: number) {
  return { globals: { theme: 'all' }, parameters: allThemesParameters(panelWidth) };
}

/**
 * Asserts the "All themes" view's panels: one per theme, found by the theme's name in `locale`
 * and scoped to that theme, no header a raw key. Returns them in `themeNames`' order.
 */
export async function expectThemePanels(
  canvasElement: HTMLElement,
  locale: Locale = 'zh',
): Promise<HTMLElement[]> {
  const names = (locale === 'en' ? en : zh).theme;
  const headers = [...canvasElement.querySelectorAll('[data-panel-header]')];
  await expect(headers).toHaveLength(themeNames.length);
  for (const header of headers) await expect(header.textContent).not.toMatch(RAW_THEME_KEY);
  await expect(canvasElement.textContent).not.toMatch(/theme\.theme-/);
  const panels: HTMLElement[] = [];
  for (const theme of themeNames) {
    const panel = within(canvasElement).getByRole('region', { name: names[theme] });
    await expect(panel).toHaveAttribute('data-theme', theme);
    panels.push(panel);
  }
  return panels;
}

/**
 * Asserts the "All themes" view of a dialog story: eleven open dialogs named `title`, one in each
 * theme's panel and inside its box (none over the page or a neighbour), each panel headed by the
 * theme's name in `locale`, no header a raw key.
 */
export async function expectDialogInEveryTheme(
  canvasElement: HTMLElement,
  title: string | RegExp,
  locale: Locale = 'zh',
): Promise<void> {
  // In the whole document: a dialog portalled to <body> instead of its panel counts too.
  await waitFor(
    () => expect(screen.getAllByRole('dialog', { name: title })).toHaveLength(themeNames.length),
    {
      timeout: 20_000,
    },
  );
  for (const panel of await expectThemePanels(canvasElement, locale)) {
    const dialog = within(panel).getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    const box = panel.getBoundingClientRect();
    const shown = dialog.getBoundingClientRect();
    await expect({
      left: shown.left >= box.left,
      right: shown.right <= box.right,
      top: shown.top >= box.top,
      bottom: shown.bottom <= box.bottom,
    }).toEqual({ left: true, right: true, top: true, bottom: true });
  }
}

/** What each theme's dialog shows besides its title, found by role (and name) in the whole document. */
interface InEachDialog {
  role: Parameters<typeof screen.getAllByRole>[0];
  name?: string | RegExp;
}

/**
 * A dialog story's "All themes" view: panels at least `panelWidth` wide, in `locale`, and a play
 * function asserting the dialog named `title` in each panel (`expectDialogInEveryTheme`) and, when
 * given, `each` once per theme.
 */
export function dialogInAllThemes(
  panelWidth: number,
  title: string | RegExp,
  { each, locale = 'zh' }: { each?: InEachDialog; locale?: Locale } = {},
) {
  const { globals, parameters } = inAllThemes(panelWidth);
  return {
    globals: locale === 'zh' ? globals : { ...globals, locale },
    parameters,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expectDialogInEveryTheme(canvasElement, title, locale);
      if (each) {
        await expect(screen.getAllByRole(each.role, { name: each.name })).toHaveLength(themeNames.length);
      }
    },
  };
}

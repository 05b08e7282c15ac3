import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { describe, expect, it } from 'vitest';
import { over } from '../stories/support/color';
import { DEFAULT_ACCENT, deriveAccent } from './accent';
import { themeCss, themeDeclarations } from './css';
import { type Theme, themeNames, themes } from './themes';
import { colorTokenNames } from './tokens';

extend([a11yPlugin]);

const accent = deriveAccent(DEFAULT_ACCENT);
if (!accent) throw new Error('default accent');

/** Resolves a token value to an opaque hex colour: accent references and rgba over a backdrop. */
function resolve(theme: Theme, value: string, backdrop?: string): string {
  const refs: Record<string, string> = {
    'var(--bc-color-accent)': accent?.['--bc-color-accent'] ?? '',
    'var(--bc-color-on-accent)': accent?.['--bc-color-on-accent'] ?? '',
    'var(--bc-color-accent-light)': accent?.[`--bc-accent-light-on-${theme.mode}`] ?? '',
    'var(--bc-color-accent-text)': accent?.[`--bc-accent-text-on-${theme.mode}`] ?? '',
  };
  const raw = refs[value] ?? value;
  const c = colord(raw);
  if (!c.isValid()) throw new Error(`${theme.name}: cannot resolve ${value}`);
  if (c.alpha() < 1) {
    if (!backdrop) throw new Error(`${theme.name}: translucent ${value} needs a backdrop`);
    return over(c, backdrop).toHex();
  }
  return c.toHex();
}

type Colors = Theme['colors'];
// [text, background, backdrop behind a translucent background]
const pairs: [keyof Colors, keyof Colors, (keyof Colors)?][] = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'bg'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['sidebarText', 'sidebarBg'],
  ['sidebarTextMuted', 'sidebarBg'],
  ['sidebarText', 'sidebarHoverBg', 'sidebarBg'],
  ['sidebarActiveText', 'sidebarActiveBg', 'sidebarBg'],
  ['topbarText', 'topbarBg'],
  ['tabsText', 'tabsBg'],
  ['tabsActiveText', 'tabsActiveBg', 'tabsBg'],
  ['onSuccess', 'success'],
  ['onSuccess', 'successHover'],
  ['onWarning', 'warning'],
  ['onWarning', 'warningHover'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
  ['onInfo', 'info'],
  ['onInfo', 'infoHover'],
  ['successText', 'surface'],
  ['successText', 'successLight', 'surface'],
  ['warningText', 'surface'],
  ['warningText', 'warningLight', 'surface'],
  ['dangerText', 'surface'],
  ['dangerText', 'dangerLight', 'surface'],
  ['infoText', 'surface'],
  ['infoText', 'infoLight', 'surface'],
];

describe.each(themeNames)('%s', (name) => {
  const theme = themes[name];

  it('defines every colour token except the run-time accent ones', () => {
    const accentTokens = ['accent', 'accentHover', 'accentActive', 'onAccent', 'accentLight', 'accentText'];
    const expected = colorTokenNames.filter((t) => !accentTokens.includes(t));
    expect(Object.keys(theme.colors).sort()).toEqual([...expected].sort());
  });

  it.each(pairs)('%s on %s reaches WCAG AA', (fg, bg, behind) => {
    const backdrop = behind ? resolve(theme, theme.colors[behind]) : undefined;
    const background = resolve(theme, theme.colors[bg], backdrop);
    const text = resolve(theme, theme.colors[fg], background);
    expect(colord(text).contrast(background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('themeCss', () => {
  const css = themeCss();
  it('emits each theme exactly once, scoped by data-theme', () => {
    for (const name of themeNames) {
      expect(css.split(`[data-theme="${name}"]{`).length - 1).toBe(1);
    }
  });
  it('never sets the run-time accent steps inside a theme block (they would shadow applyAccent)', () => {
    const blocks = css.split('[data-theme=').slice(1);
    for (const block of blocks) expect(block).not.toMatch(/--bc-color-accent:|--bc-color-on-accent:/);
  });
  it('gives a page that follows the system (data-theme-mode="auto") the dark tokens when the system is dark', () => {
    const auto = '[data-theme-mode="auto"]:not([data-theme])';
    expect(css).toContain(`${auto}{color-scheme:light dark;}`);
    const media = '@media (prefers-color-scheme: dark){';
    const start = css.indexOf(media);
    expect(start).toBeGreaterThan(-1);
    const block = css.slice(start + media.length);
    expect(block.startsWith(`${auto}{`)).toBe(true);
    const declarations = block.slice(auto.length + 1, block.indexOf('}'));
    expect(declarations).toBe(themeDeclarations(themes['theme-dark']));
    // Only that media query chooses a theme by itself: an explicit data-theme always wins.
    expect(css.split('prefers-color-scheme').length - 1).toBe(1);
  });
});

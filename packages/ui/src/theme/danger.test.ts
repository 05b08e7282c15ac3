import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import labPlugin from 'colord/plugins/lab';
import { describe, expect, it } from 'vitest';
import { type AccentPalette, DEEP_DANGER, DEFAULT_ACCENT, deriveAccent, THEME_DANGER } from './accent';
import { themeDeclarations } from './css';
import { lightStatus } from './themeParts';
import { type Theme, themeNames, themes } from './themes';

extend([a11yPlugin, labPlugin]);

/**
 * Issue 39: the danger colour stays distinguishable from the accent under every theme, a red
 * accent included. CIEDE2000 (colord's `delta`, 0–1) of at least 0.15: side by side, a delete
 * button and a primary one are told apart by colour alone.
 */
const MIN_DELTA = 0.15;

/** The default, a red user accent (the issue's #F5222D) and other reds staff pick. */
const ACCENTS = [DEFAULT_ACCENT, '#F5222D', '#FF4D4F', '#E6212A', '#CF1322', '#FF7E5F', THEME_DANGER];

/** What `var(--bc-danger-…-on-<mode>, <theme's>)` resolves to under the accent's palette. */
function painted(theme: Theme, palette: AccentPalette, token: 'danger' | 'dangerHover'): string {
  const name = token === 'danger' ? 'danger' : 'danger-hover';
  const value = palette[`--bc-${name}-on-${theme.mode}` as keyof AccentPalette];
  return value === 'initial' ? theme.colors[token] : value;
}

/** A theme's own strong colours (its top bar, its active markers), opaque and saturated. */
function brandColours(theme: Theme): string[] {
  const { topbarBg, sidebarActiveIndicator, sidebarActiveBg, tabsActiveBg } = theme.colors;
  return [topbarBg, sidebarActiveIndicator, sidebarActiveBg, tabsActiveBg].filter((value) => {
    const c = colord(value);
    return c.isValid() && c.alpha() === 1 && c.toHsl().s >= 40;
  });
}

describe.each(themeNames)('%s: danger beside the accent', (name) => {
  const theme = themes[name];

  it.each(ACCENTS)('is told apart from the accent %s, and keeps white text readable', (accent) => {
    const palette = deriveAccent(accent);
    if (!palette) throw new Error(accent);
    for (const token of ['danger', 'dangerHover'] as const) {
      const danger = painted(theme, palette, token);
      expect(colord(danger).delta(accent), `${token} ${danger}`).toBeGreaterThanOrEqual(MIN_DELTA);
      expect(colord(theme.colors.onDanger).contrast(danger)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("is told apart from the theme's own colours", () => {
    const palette = deriveAccent(DEFAULT_ACCENT);
    if (!palette) throw new Error('default accent');
    for (const colour of brandColours(theme)) {
      expect(colord(painted(theme, palette, 'danger')).delta(colour), colour).toBeGreaterThanOrEqual(
        MIN_DELTA,
      );
    }
  });

  it('reads the danger through the accent palette, with its own colour as the fallback', () => {
    const css = themeDeclarations(theme);
    expect(css).toContain(`--bc-color-danger:var(--bc-danger-on-${theme.mode}, ${theme.colors.danger});`);
  });
});

describe('deriveAccent and the danger', () => {
  it('leaves the theme danger under an accent far from it', () => {
    const palette = deriveAccent(DEFAULT_ACCENT);
    expect(palette?.['--bc-danger-on-light']).toBe('initial');
    expect(palette?.['--bc-danger-on-dark']).toBe('initial');
  });

  it('moves it to the deep red under a red accent, the text too on light surfaces', () => {
    const palette = deriveAccent('#F5222D');
    expect(palette?.['--bc-danger-on-light']).toBe(DEEP_DANGER.fill);
    expect(palette?.['--bc-danger-hover-on-light']).toBe(DEEP_DANGER.hover);
    expect(palette?.['--bc-danger-text-on-light']).toBe(DEEP_DANGER.fill);
    expect(palette?.['--bc-danger-on-dark']).toBe(DEEP_DANGER.fill);
    expect(colord(DEEP_DANGER.fill).contrast('#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(colord(DEEP_DANGER.fill).contrast(lightStatus.dangerLight)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures from the themes’ danger red', () => {
    expect(THEME_DANGER).toBe(lightStatus.danger);
  });
});

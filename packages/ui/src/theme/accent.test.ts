// @vitest-environment jsdom
// (the accent's variables on the document)
import { type Colord, colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { afterEach, describe, expect, it } from 'vitest';
import { over } from '../stories/support/color';
import { DEFAULT_ACCENT, deriveAccent } from './accent';
import { applyAccent, resetAccent } from './runtime';
import { varNames } from './tokens';

extend([a11yPlugin]);

// An independent contrast implementation (colord's) checks ours.
const contrast = (a: string, b: string | Colord) => colord(a).contrast(b);

// Every 15° of hue at several saturations and lightnesses, plus greys and the named extremes.
const samples: string[] = [
  '#000000',
  '#ffffff',
  '#777777',
  '#808080',
  '#ffff00',
  '#00ffff',
  '#ff00ff',
  DEFAULT_ACCENT,
];
for (let h = 0; h < 360; h += 15) {
  for (const s of [35, 70, 100]) {
    for (const l of [15, 30, 45, 50, 55, 65, 80, 92]) samples.push(colord({ h, s, l }).toHex());
  }
}
for (let g = 0; g <= 255; g += 17) samples.push(colord({ r: g, g, b: g }).toHex());

describe('deriveAccent', () => {
  it('uses the variable names of the token map', () => {
    const palette = deriveAccent(DEFAULT_ACCENT);
    expect(palette).not.toBeNull();
    expect(Object.keys(palette ?? {})).toEqual(
      expect.arrayContaining([
        varNames.color.accent,
        varNames.color.accentHover,
        varNames.color.accentActive,
        varNames.color.onAccent,
      ]),
    );
  });

  it('keeps white text on the default #409EFF only if it reaches AA, otherwise a dark ink', () => {
    const p = deriveAccent('#409EFF');
    expect(p?.['--bc-color-accent']).toBe('#409eff');
    // White on #409EFF is about 2.9:1, so the ink must be dark.
    expect(contrast(p?.['--bc-color-on-accent'] ?? '', '#409eff')).toBeGreaterThanOrEqual(4.5);
  });

  it('accepts #rgb and rejects anything that is not hex', () => {
    expect(deriveAccent('#09f')?.['--bc-color-accent']).toBe('#0099ff');
    expect(deriveAccent('blue')).toBeNull();
    expect(deriveAccent('#12345')).toBeNull();
  });

  it.each(samples)('text on %s keeps WCAG AA at rest, hover and active', (hex) => {
    const p = deriveAccent(hex);
    if (!p) throw new Error('no palette');
    const on = p['--bc-color-on-accent'];
    expect(contrast(on, p['--bc-color-accent'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(on, p['--bc-color-accent-hover'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(on, p['--bc-color-accent-active'])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(samples)('accent used as text from %s is readable on light and dark surfaces', (hex) => {
    const p = deriveAccent(hex);
    if (!p) throw new Error('no palette');
    const onLight = p['--bc-accent-text-on-light'];
    for (const surface of ['#ffffff', '#f0f2f5', '#f5f7fa']) {
      expect(contrast(onLight, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(onLight, over(p['--bc-accent-light-on-light'], surface))).toBeGreaterThanOrEqual(4.5);
    }
    const onDark = p['--bc-accent-text-on-dark'];
    for (const surface of ['#141414', '#1d1e1f', '#26272a', '#2b2d31']) {
      expect(contrast(onDark, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(onDark, over(p['--bc-accent-light-on-dark'], surface))).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('applyAccent', () => {
  afterEach(() => resetAccent());

  it('sets the accent variables on <html> and accepts any CSS colour syntax', () => {
    const palette = applyAccent('rgb(245, 34, 45)');
    expect(palette?.['--bc-color-accent']).toBe('#f5222d');
    expect(document.documentElement.style.getPropertyValue('--bc-color-accent')).toBe('#f5222d');
    expect(document.documentElement.style.getPropertyValue('--bc-color-on-accent')).toBe(
      palette?.['--bc-color-on-accent'],
    );
  });

  it('ignores an invalid colour and leaves the current one', () => {
    applyAccent('#13c2c2');
    expect(applyAccent('not a colour')).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--bc-color-accent')).toBe('#13c2c2');
  });

  it('resetAccent removes the overrides', () => {
    applyAccent('#722ed1');
    resetAccent();
    expect(document.documentElement.style.getPropertyValue('--bc-color-accent')).toBe('');
  });
});

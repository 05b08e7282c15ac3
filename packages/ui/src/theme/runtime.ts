import { colord } from 'colord';
import { type AccentPalette, DEFAULT_ACCENT, deriveAccent } from './accent';
import { DEFAULT_THEME, isThemeName, type ThemeName } from './themes';

// Run-time switching (theme, accent), apart from the pure theme data that first paint needs: a
// page that only shows the stored theme never loads colord.

/**
 * Switches the theme by setting `data-theme` on `<html>` (or `root`). Nothing re-renders: every
 * component reads colours through CSS variables, which the new attribute re-scopes.
 */
export function applyTheme(name: ThemeName, root: HTMLElement = document.documentElement): void {
  root.setAttribute('data-theme', isThemeName(name) ? name : DEFAULT_THEME);
}

/** The theme currently on `<html>` (the default when none or an unknown one is set). */
export function getTheme(root: HTMLElement = document.documentElement): ThemeName {
  const value = root.getAttribute('data-theme');
  return isThemeName(value) ? value : DEFAULT_THEME;
}

/** Normalises any CSS colour colord understands (`#409eff`, `rgb(…)`, `hsl(…)`) to `#rrggbb`. */
export function normalizeColor(input: string): string | null {
  const c = colord(input.trim());
  if (!c.isValid()) return null;
  // The accent is a solid fill: drop any alpha so contrast maths describe what is painted.
  return c.alpha(1).toHex();
}

/**
 * Sets the accent colour at run time on `<html>` (or `root`). Returns the applied palette, or null
 * when the colour is invalid (nothing is changed then). Re-renders nothing: only variables change.
 */
export function applyAccent(
  color: string,
  root: HTMLElement = document.documentElement,
): AccentPalette | null {
  const hex = normalizeColor(color);
  const palette = hex ? deriveAccent(hex) : null;
  if (!palette) return null;
  for (const [name, value] of Object.entries(palette)) root.style.setProperty(name, value);
  return palette;
}

/** Removes run-time accent overrides so the stylesheet default (#409EFF) applies again. */
export function resetAccent(root: HTMLElement = document.documentElement): void {
  const palette = deriveAccent(DEFAULT_ACCENT);
  if (!palette) return;
  for (const name of Object.keys(palette)) root.style.removeProperty(name);
}

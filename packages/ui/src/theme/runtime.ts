import { DEFAULT_THEME, isThemeName, type ThemeName } from './themes';

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

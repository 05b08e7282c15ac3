export { type AccentPalette, DEFAULT_ACCENT, deriveAccent } from './accent';
export { BaseStyles } from './BaseStyles';
export { storageKeys, themeBootScript } from './boot';
export { themeCss, themeDeclarations } from './css';
export { GlobalStyles, ThemeStyles } from './GlobalStyles';
export { applyAccent, applyTheme, getTheme, normalizeColor, resetAccent } from './runtime';
export {
  type AccentToken,
  DEFAULT_THEME,
  isThemeName,
  type Theme,
  type ThemeColors,
  type ThemeName,
  themeNames,
  themes,
} from './themes';
export {
  type ColorToken,
  CSS_VAR_PREFIX,
  colorTokenNames,
  cssVarName,
  type ShadowToken,
  shadowTokenNames,
  staticTokens,
  type Vars,
  varNames,
  vars,
} from './tokens';

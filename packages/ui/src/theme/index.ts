export {
  type AccentPalette,
  applyAccent,
  DEFAULT_ACCENT,
  deriveAccent,
  normalizeColor,
  resetAccent,
} from './accent';
export { storageKeys, themeBootScript } from './boot';
export { themeCss, themeDeclarations } from './css';
export { GlobalStyles, ThemeStyles } from './GlobalStyles';
export { applyTheme, getTheme } from './runtime';
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

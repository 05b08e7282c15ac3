import type { ColorToken, ShadowToken } from './tokens';

/** The 11 themes of SPEC §2, by the value stored under `${prefix}-themeName`. */
export const themeNames = [
  'theme-default',
  'theme-white',
  'theme-dark',
  'theme-star',
  'theme-blue',
  'theme-iview',
  'theme-vip',
  'theme-cool',
  'theme-d2',
  'theme-hey',
  'theme-lte',
] as const;

export type ThemeName = (typeof themeNames)[number];

export const DEFAULT_THEME: ThemeName = 'theme-default';

/**
 * Accent tokens are not part of a theme: the base steps are set once on `<html>` (stylesheet default
 * or `applyAccent`) and `accentLight`/`accentText` are mapped from the theme's `mode`. A theme that
 * redefined them would shadow the user's colour inside its scope.
 */
export type AccentToken =
  | 'accent'
  | 'accentHover'
  | 'accentActive'
  | 'onAccent'
  | 'accentLight'
  | 'accentText';

export type ThemeColors = Readonly<Record<Exclude<ColorToken, AccentToken>, string>>;

export interface Theme {
  readonly name: ThemeName;
  /** Light or dark surfaces: picks accent variants, native form controls and scrollbars. */
  readonly mode: 'light' | 'dark';
  readonly colors: ThemeColors;
  readonly shadow: Readonly<Record<ShadowToken, string>>;
}

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}

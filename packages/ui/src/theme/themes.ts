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

// References to the accent tokens, for themes whose shell follows the user's colour.
const accent = 'var(--bc-color-accent)';
const onAccent = 'var(--bc-color-on-accent)';
const accentLight = 'var(--bc-color-accent-light)';
const accentText = 'var(--bc-color-accent-text)';

/** Status colours for light surfaces; fills carry white or near-black text at ≥ 4.5:1. */
const lightStatus = {
  success: '#1e7f3a',
  successHover: '#196b31',
  onSuccess: '#ffffff',
  successLight: '#e7f4ea',
  successText: '#18692f',
  warning: '#e6a23c',
  warningHover: '#d48e22',
  onWarning: '#2b1a00',
  warningLight: '#fdf3e3',
  warningText: '#8a4f00',
  danger: '#d03a3a',
  dangerHover: '#b82f2f',
  onDanger: '#ffffff',
  dangerLight: '#fdecec',
  dangerText: '#b3261e',
  info: '#5b6472',
  infoHover: '#4a5260',
  onInfo: '#ffffff',
  infoLight: '#eef0f3',
  infoText: '#474f5c',
} as const;

/** Status colours for dark surfaces: softer fills, light text colours. */
const darkStatus = {
  success: '#238636',
  successHover: '#1c6e2c',
  onSuccess: '#ffffff',
  successLight: 'rgba(46, 160, 67, 0.16)',
  successText: '#6fdd84',
  warning: '#d9a23a',
  warningHover: '#e8b655',
  onWarning: '#1f1400',
  warningLight: 'rgba(217, 162, 58, 0.16)',
  warningText: '#f0c060',
  danger: '#c93c37',
  dangerHover: '#b3302c',
  onDanger: '#ffffff',
  dangerLight: 'rgba(248, 81, 73, 0.16)',
  dangerText: '#ff8a80',
  info: '#6b7380',
  infoHover: '#5a616c',
  onInfo: '#ffffff',
  infoLight: 'rgba(139, 148, 158, 0.16)',
  infoText: '#b4bcc7',
} as const;

const lightBase = {
  bg: '#f0f2f5',
  surface: '#ffffff',
  surfaceMuted: '#f5f7fa',
  surfaceOverlay: '#ffffff',
  text: '#1f2329',
  textMuted: '#5c6370',
  textDisabled: '#a8abb2',
  border: '#e4e7ed',
  borderStrong: '#c0c4cc',
  backdrop: 'rgba(15, 18, 24, 0.48)',
  focusRing: accent,
  sidebarBgImage: 'none',
  topbarBgImage: 'none',
  ...lightStatus,
} as const;

const lightShadow = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
  md: '0 4px 12px rgba(16, 24, 40, 0.08), 0 2px 4px rgba(16, 24, 40, 0.04)',
  lg: '0 16px 40px rgba(16, 24, 40, 0.14), 0 4px 12px rgba(16, 24, 40, 0.06)',
} as const;

const darkShadow = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  md: '0 4px 14px rgba(0, 0, 0, 0.45)',
  lg: '0 16px 48px rgba(0, 0, 0, 0.6), 0 0 0 1px rgba(255, 255, 255, 0.04)',
} as const;

/** Avue's classic look: charcoal sidebar, white top bar, active item filled with the accent. */
const themeDefault: Theme = {
  name: 'theme-default',
  mode: 'light',
  shadow: lightShadow,
  colors: {
    ...lightBase,
    sidebarBg: '#20222a',
    sidebarText: '#c9ccd3',
    sidebarTextMuted: '#959aa5',
    sidebarHoverBg: 'rgba(255, 255, 255, 0.06)',
    sidebarActiveBg: accent,
    sidebarActiveText: onAccent,
    sidebarActiveIndicator: 'transparent',
    sidebarBorder: 'transparent',
    topbarBg: '#ffffff',
    topbarText: '#303133',
    topbarBorder: '#e4e7ed',
    tabsBg: '#ffffff',
    tabsText: '#5c6370',
    tabsActiveBg: accentLight,
    tabsActiveText: accentText,
    tabsBorder: '#e4e7ed',
  },
};

/** All white: hairline borders, accent-tinted active item with an accent edge. */
const themeWhite: Theme = {
  name: 'theme-white',
  mode: 'light',
  shadow: lightShadow,
  colors: {
    ...lightBase,
    bg: '#f5f7fa',
    sidebarBg: '#ffffff',
    sidebarText: '#303133',
    sidebarTextMuted: '#6b7280',
    sidebarHoverBg: '#f5f7fa',
    sidebarActiveBg: accentLight,
    sidebarActiveText: accentText,
    sidebarActiveIndicator: accent,
    sidebarBorder: '#e4e7ed',
    topbarBg: '#ffffff',
    topbarText: '#303133',
    topbarBorder: '#e4e7ed',
    tabsBg: '#ffffff',
    tabsText: '#5c6370',
    tabsActiveBg: accent,
    tabsActiveText: onAccent,
    tabsBorder: '#e4e7ed',
  },
};

/** Dark mode for the whole console. */
const themeDark: Theme = {
  name: 'theme-dark',
  mode: 'dark',
  shadow: darkShadow,
  colors: {
    bg: '#141414',
    surface: '#1d1e1f',
    surfaceMuted: '#26272a',
    surfaceOverlay: '#242528',
    text: '#e5eaf3',
    textMuted: '#a3a9b3',
    textDisabled: '#6c6e72',
    border: '#34363a',
    borderStrong: '#4c4f55',
    backdrop: 'rgba(0, 0, 0, 0.66)',
    focusRing: accent,
    ...darkStatus,
    sidebarBg: '#18191c',
    sidebarBgImage: 'none',
    sidebarText: '#c5cad3',
    sidebarTextMuted: '#8d939d',
    sidebarHoverBg: 'rgba(255, 255, 255, 0.05)',
    sidebarActiveBg: accentLight,
    sidebarActiveText: accentText,
    sidebarActiveIndicator: accent,
    sidebarBorder: '#26272a',
    topbarBg: '#1d1e1f',
    topbarBgImage: 'none',
    topbarText: '#e5eaf3',
    topbarBorder: '#2c2d30',
    tabsBg: '#1d1e1f',
    tabsText: '#a3a9b3',
    tabsActiveBg: '#2b2d31',
    tabsActiveText: accentText,
    tabsBorder: '#2c2d30',
  },
};

/** Night sky: deep indigo shell sprinkled with stars, gold active edge. */
const themeStar: Theme = {
  name: 'theme-star',
  mode: 'light',
  shadow: lightShadow,
  colors: {
    ...lightBase,
    bg: '#eef0f8',
    sidebarBg: '#0d1238',
    sidebarBgImage: [
      'radial-gradient(1px 1px at 20px 30px, rgba(255, 255, 255, 0.8), transparent)',
      'radial-gradient(1px 1px at 90px 140px, rgba(255, 255, 255, 0.6), transparent)',
      'radial-gradient(1.5px 1.5px at 160px 60px, rgba(255, 236, 170, 0.9), transparent)',
      'radial-gradient(1px 1px at 130px 220px, rgba(255, 255, 255, 0.5), transparent)',
      'radial-gradient(1px 1px at 50px 190px, rgba(255, 255, 255, 0.7), transparent)',
      'linear-gradient(180deg, #0d1238 0%, #1a1f5c 100%)',
    ].join(', '),
    sidebarText: '#d3d9ff',
    sidebarTextMuted: '#9aa3d9',
    sidebarHoverBg: 'rgba(255, 255, 255, 0.08)',
    sidebarActiveBg: 'rgba(255, 255, 255, 0.14)',
    sidebarActiveText: '#ffffff',
    sidebarActiveIndicator: '#ffd66b',
    sidebarBorder: 'transparent',
    topbarBg: '#0d1238',
    topbarBgImage: 'linear-gradient(90deg, #0d1238 0%, #232a78 100%)',
    topbarText: '#ffffff',
    topbarBorder: 'transparent',
    tabsBg: '#f4f5fc',
    tabsText: '#4a5078',
    tabsActiveBg: '#1a1f5c',
    tabsActiveText: '#ffffff',
    tabsBorder: '#dfe2f2',
  },
};

/** Smart blue: navy sidebar, bright blue top bar. */
const themeBlue: Theme = {
  name: 'theme-blue',
  mode: 'light',
  shadow: lightShadow,
  colors: {
    ...lightBase,
    bg: '#f1f5fb',
    border: '#dde6f3',
    sidebarBg: '#0c2a5b',
    sidebarText: '#cbd8ee',
    sidebarTextMuted: '#8fa6cc',
    sidebarHoverBg: 'rgba(255, 255, 255, 0.07)',
    sidebarActiveBg: accent,
    sidebarActiveText: onAccent,
    sidebarActiveIndicator: 'transparent',
    sidebarBorder: 'transparent',
    topbarBg: '#1558c0',
    topbarBgImage: 'linear-gradient(90deg, #1450b0 0%, #1a63d0 100%)',
    topbarText: '#ffffff',
    topbarBorder: 'transparent',
    tabsBg: '#f4f8fe',
    tabsText: '#3d5170',
    tabsActiveBg: '#ffffff',
    tabsActiveText: '#0c2a5b',
    tabsBorder: '#d6e4f7',
  },
};

/** iView admin: slate sidebar with a darker active row and an accent edge. */
const themeIview: Theme = {
  name: 'theme-iview',
  mode: 'light',
  shadow: lightShadow,
  colors: {
    ...lightBase,
    bg: '#f5f7f9',
    border: '#e8eaec',
    sidebarBg: '#515a6e',
    sidebarText: '#f0f2f5',
    sidebarTextMuted: '#d7dbe2',
    sidebarHoverBg: '#464e60',
    sidebarActiveBg: '#363e4f',
    sidebarActiveText: '#ffffff',
    sidebarActiveIndicator: accent,
    sidebarBorder: 'transparent',
    topbarBg: '#ffffff',
    topbarText: '#515a6e',
    topbarBorder: '#e8eaec',
    tabsBg: '#f0f0f0',
    tabsText: '#515a6e',
    tabsActiveBg: '#ffffff',
    tabsActiveText: accentText,
    tabsBorder: '#e3e5e8',
  },
};

/** VIP: black and gold. */
const themeVip: Theme = {
  name: 'theme-vip',
  mode: 'light',
  shadow: lightShadow,
  colors: {
    ...lightBase,
    bg: '#f6f3ec',
    border: '#e8e1d0',
    sidebarBg: '#16140f',
    sidebarText: '#ddd3bc',
    sidebarTextMuted: '#a89d85',
    sidebarHoverBg: 'rgba(212, 175, 55, 0.08)',
    sidebarActiveBg: 'rgba(212, 175, 55, 0.16)',
    sidebarActiveText: '#f3d27a',
    sidebarActiveIndicator: '#d4af37',
    sidebarBorder: '#2a261c',
    topbarBg: '#16140f',
    topbarText: '#f3d27a',
    topbarBorder: '#2a261c',
    tabsBg: '#fbf8f1',
    tabsText: '#5c5140',
    tabsActiveBg: '#16140f',
    tabsActiveText: '#f3d27a',
    tabsBorder: '#e8e1d0',
  },
};

/** Cool: violet-to-indigo gradient sidebar, cyan active edge. */
const themeCool: Theme = {
  name: 'theme-cool',
  mode: 'light',
  shadow: lightShadow,
  colors: {
    ...lightBase,
    bg: '#f4f3fb',
    border: '#e4e2f3',
    sidebarBg: '#3a2f9a',
    sidebarBgImage: 'linear-gradient(180deg, #4a3bb3 0%, #33308f 55%, #1f3a8a 100%)',
    sidebarText: '#e9e6ff',
    sidebarTextMuted: '#bdb7f0',
    sidebarHoverBg: 'rgba(255, 255, 255, 0.1)',
    sidebarActiveBg: 'rgba(255, 255, 255, 0.2)',
    sidebarActiveText: '#ffffff',
    sidebarActiveIndicator: '#7de2ff',
    sidebarBorder: 'transparent',
    topbarBg: '#ffffff',
    topbarText: '#2e2a5a',
    topbarBorder: '#e4e2f3',
    tabsBg: '#f7f6ff',
    tabsText: '#4e4a7a',
    tabsActiveBg: '#4a3bb3',
    tabsActiveText: '#ffffff',
    tabsBorder: '#e4e2f3',
  },
};

/** D2Admin: one soft grey-blue plane, white cards for the active item and tab. */
const themeD2: Theme = {
  name: 'theme-d2',
  mode: 'light',
  shadow: lightShadow,
  colors: {
    ...lightBase,
    bg: '#ebf1f6',
    border: '#dfe6ed',
    sidebarBg: '#ebf1f6',
    sidebarText: '#2f3542',
    sidebarTextMuted: '#57606f',
    sidebarHoverBg: 'rgba(0, 0, 0, 0.05)',
    sidebarActiveBg: '#ffffff',
    sidebarActiveText: accentText,
    sidebarActiveIndicator: 'transparent',
    sidebarBorder: '#dfe6ed',
    topbarBg: '#ebf1f6',
    topbarText: '#2f3542',
    topbarBorder: '#dfe6ed',
    tabsBg: '#ebf1f6',
    tabsText: '#57606f',
    tabsActiveBg: '#ffffff',
    tabsActiveText: '#2f3542',
    tabsBorder: '#dfe6ed',
  },
};

/** Hey: warm sunset top bar over a cream sidebar. */
const themeHey: Theme = {
  name: 'theme-hey',
  mode: 'light',
  shadow: lightShadow,
  colors: {
    ...lightBase,
    bg: '#faf5f1',
    border: '#f0e2d8',
    sidebarBg: '#fff8f3',
    sidebarText: '#4a3228',
    sidebarTextMuted: '#7a5c4f',
    sidebarHoverBg: '#ffefe5',
    sidebarActiveBg: '#ffe2d2',
    sidebarActiveText: '#8f2f0c',
    sidebarActiveIndicator: '#ff7e5f',
    sidebarBorder: '#f0e2d8',
    topbarBg: '#ff9a6c',
    topbarBgImage: 'linear-gradient(90deg, #ff8a65 0%, #ffb47b 100%)',
    topbarText: '#3a1606',
    topbarBorder: 'transparent',
    tabsBg: '#fff8f3',
    tabsText: '#6b4a3c',
    tabsActiveBg: '#ffffff',
    tabsActiveText: '#8f2f0c',
    tabsBorder: '#f0e2d8',
  },
};

/** AdminLTE: dark slate sidebar with an accent edge, top bar filled with the accent. */
const themeLte: Theme = {
  name: 'theme-lte',
  mode: 'light',
  shadow: lightShadow,
  colors: {
    ...lightBase,
    bg: '#ecf0f5',
    border: '#d2d6de',
    sidebarBg: '#222d32',
    sidebarText: '#b8c7ce',
    sidebarTextMuted: '#8aa4af',
    sidebarHoverBg: '#1e282c',
    sidebarActiveBg: '#1a2226',
    sidebarActiveText: '#ffffff',
    sidebarActiveIndicator: accent,
    sidebarBorder: 'transparent',
    topbarBg: accent,
    topbarText: onAccent,
    topbarBorder: 'transparent',
    tabsBg: '#f4f6f9',
    tabsText: '#444c55',
    tabsActiveBg: '#ffffff',
    tabsActiveText: '#1f2329',
    tabsBorder: '#d2d6de',
  },
};

export const themes: Readonly<Record<ThemeName, Theme>> = {
  'theme-default': themeDefault,
  'theme-white': themeWhite,
  'theme-dark': themeDark,
  'theme-star': themeStar,
  'theme-blue': themeBlue,
  'theme-iview': themeIview,
  'theme-vip': themeVip,
  'theme-cool': themeCool,
  'theme-d2': themeD2,
  'theme-hey': themeHey,
  'theme-lte': themeLte,
};

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}

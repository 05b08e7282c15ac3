/** What the themes share: references to the accent, status colours, light surfaces and shadows. */
// References to the accent tokens, for themes whose shell follows the user's colour.
export const accent = 'var(--bc-color-accent)';
export const onAccent = 'var(--bc-color-on-accent)';
export const accentLight = 'var(--bc-color-accent-light)';
export const accentText = 'var(--bc-color-accent-text)';

/** Status colours for light surfaces; fills carry white or near-black text at ≥ 4.5:1. */
export const lightStatus = {
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
export const darkStatus = {
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

export const lightBase = {
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

export const lightShadow = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
  md: '0 4px 12px rgba(16, 24, 40, 0.08), 0 2px 4px rgba(16, 24, 40, 0.04)',
  lg: '0 16px 40px rgba(16, 24, 40, 0.14), 0 4px 12px rgba(16, 24, 40, 0.06)',
} as const;

export const darkShadow = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  md: '0 4px 14px rgba(0, 0, 0, 0.45)',
  lg: '0 16px 48px rgba(0, 0, 0, 0.6), 0 0 0 1px rgba(255, 255, 255, 0.04)',
} as const;

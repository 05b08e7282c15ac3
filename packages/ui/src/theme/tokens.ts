/**
 * The design tokens as a typed map of CSS custom-property names.
 *
 * Components never see a colour value: they write `vars.color.accent`, which is the string
 * `'var(--bc-color-accent)'`. The values live in CSS (emitted once by `ThemeStyles`), so switching a
 * theme or the accent colour is an attribute/variable change that re-renders no component.
 */

/** Prefix of every custom property this library defines. */
export const CSS_VAR_PREFIX = 'bc';

/** Semantic colour tokens. Each theme gives a value for every one of these (see `themes.ts`). */
export const colorTokenNames = [
  // Page and content
  'bg',
  'surface',
  'surfaceMuted',
  'surfaceOverlay',
  'text',
  'textMuted',
  'textDisabled',
  'border',
  'borderStrong',
  'backdrop',
  'focusRing',
  // Accent: the base steps are set at run time by `applyAccent`; `accentLight`/`accentText` are
  // picked per theme from a light-surface or dark-surface variant (see `accent.ts`).
  'accent',
  'accentHover',
  'accentActive',
  'accentLight',
  'accentText',
  'onAccent',
  // Status colours: a fill for solid controls, hover fill, text on the fill, a subtle background
  // for inline messages, and a text colour readable on both surface and the subtle background.
  'success',
  'successHover',
  'onSuccess',
  'successLight',
  'successText',
  'warning',
  'warningHover',
  'onWarning',
  'warningLight',
  'warningText',
  'danger',
  'dangerHover',
  'onDanger',
  'dangerLight',
  'dangerText',
  'info',
  'infoHover',
  'onInfo',
  'infoLight',
  'infoText',
  // App shell. The `*BgImage` tokens hold a CSS background-image (gradient) or `none`; they are
  // kept with the colours because a theme's shell look is one decision.
  'sidebarBg',
  'sidebarBgImage',
  'sidebarText',
  'sidebarTextMuted',
  'sidebarHoverBg',
  'sidebarActiveBg',
  'sidebarActiveText',
  'sidebarActiveIndicator',
  'sidebarBorder',
  'topbarBg',
  'topbarBgImage',
  'topbarText',
  'topbarBorder',
  'tabsBg',
  'tabsText',
  'tabsActiveBg',
  'tabsActiveText',
  'tabsBorder',
] as const;

export type ColorToken = (typeof colorTokenNames)[number];

export const shadowTokenNames = ['sm', 'md', 'lg'] as const;
export type ShadowToken = (typeof shadowTokenNames)[number];

/** Tokens whose values do not change between themes. */
export const staticTokens = {
  space: {
    0: '0',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
    12: '48px',
  },
  radius: { sm: '2px', md: '4px', lg: '8px', xl: '12px', full: '9999px' },
  fontSize: {
    xs: '12px',
    sm: '13px',
    md: '14px',
    lg: '16px',
    xl: '18px',
    xxl: '24px',
    display: '48px',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600' },
  lineHeight: { tight: '1.25', normal: '1.5715' },
  font: {
    // Latin faces first so digits and Latin text keep their shape, then the CJK faces of each
    // platform (PingFang on Apple, Microsoft YaHei on Windows, Noto/Source Han on Linux).
    sans: [
      'system-ui',
      '-apple-system',
      '"Segoe UI"',
      'Roboto',
      '"Helvetica Neue"',
      'Arial',
      '"PingFang SC"',
      '"Hiragino Sans GB"',
      '"Microsoft YaHei"',
      '"Noto Sans CJK SC"',
      '"Source Han Sans SC"',
      '"WenQuanYi Micro Hei"',
      'sans-serif',
    ].join(', '),
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  control: { sm: '24px', md: '32px', lg: '40px' },
  zIndex: {
    dropdown: '1000',
    sticky: '1100',
    overlay: '1200',
    modal: '1300',
    popover: '1400',
    toast: '1500',
    tooltip: '1600',
  },
  motion: {
    durationFast: '120ms',
    duration: '200ms',
    durationSlow: '320ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
} as const;

type StaticTokens = typeof staticTokens;

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** `'--bc-color-accent-hover'` for group `color`, key `accentHover`. */
export function cssVarName(group: string, key: string | number): string {
  return `--${CSS_VAR_PREFIX}-${kebab(group)}-${kebab(String(key))}`;
}

type VarMap<K extends string | number> = { readonly [P in K]: string };

function makeMap<K extends string | number>(group: string, keys: readonly K[], wrap: boolean): VarMap<K> {
  const out = {} as Record<K, string>;
  for (const k of keys) out[k] = wrap ? `var(${cssVarName(group, k)})` : cssVarName(group, k);
  return out;
}

function staticKeys<G extends keyof StaticTokens>(group: G): (keyof StaticTokens[G] & (string | number))[] {
  return Object.keys(staticTokens[group]) as (keyof StaticTokens[G] & (string | number))[];
}

function buildMaps(wrap: boolean) {
  return {
    color: makeMap('color', colorTokenNames, wrap),
    shadow: makeMap('shadow', shadowTokenNames, wrap),
    space: makeMap('space', staticKeys('space'), wrap),
    radius: makeMap('radius', staticKeys('radius'), wrap),
    fontSize: makeMap('font-size', staticKeys('fontSize'), wrap),
    fontWeight: makeMap('font-weight', staticKeys('fontWeight'), wrap),
    lineHeight: makeMap('line-height', staticKeys('lineHeight'), wrap),
    font: makeMap('font', staticKeys('font'), wrap),
    control: makeMap('control', staticKeys('control'), wrap),
    zIndex: makeMap('z', staticKeys('zIndex'), wrap),
    motion: makeMap('motion', staticKeys('motion'), wrap),
  } as const;
}

/** `vars.color.accent === 'var(--bc-color-accent)'` — what component styles use. */
export const vars = /* @__PURE__ */ buildMaps(true);

/** `varNames.color.accent === '--bc-color-accent'` — for code that sets a variable. */
// Pure: a page that never sets a variable from script (a sign-in form) leaves the map out.
export const varNames = /* @__PURE__ */ buildMaps(false);

export type Vars = typeof vars;

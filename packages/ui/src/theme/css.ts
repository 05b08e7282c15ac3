import { DEFAULT_ACCENT, deriveAccent } from './accent';
import { DEFAULT_THEME, type Theme, themeNames, themes } from './themes';
import { cssVarName, shadowTokenNames, staticTokens, varNames } from './tokens';

function declarations(entries: Iterable<readonly [string, string]>): string {
  let out = '';
  for (const [name, value] of entries) out += `${name}:${value};`;
  return out;
}

/** The custom properties of one theme (no selector). */
export function themeDeclarations(theme: Theme): string {
  const own = dangerFallbacks(theme);
  const colors = Object.entries(theme.colors).map(([k, v]) => [cssVarName('color', k), own[k] ?? v] as const);
  const shadows = shadowTokenNames.map((k) => [varNames.shadow[k], theme.shadow[k]] as const);
  // Each theme picks the accent variants that suit its surfaces; the raw variants are set on
  // <html> by the stylesheet default or by applyAccent, and inherit into any themed subtree.
  const accent = [
    [varNames.color.accentLight, `var(--bc-accent-light-on-${theme.mode})`],
    [varNames.color.accentText, `var(--bc-accent-text-on-${theme.mode})`],
  ] as const;
  return `color-scheme:${theme.mode};${declarations([...colors, ...shadows, ...accent])}`;
}

/**
 * The danger stays the theme's unless the accent is a red it would be mistaken for: then the
 * accent's palette (`deriveAccent`) sets a deep red, and its `initial` otherwise falls back to the
 * theme's own colour here. Dark themes keep their light danger text, far from any red fill.
 */
function dangerFallbacks(theme: Theme): Record<string, string> {
  const { mode, colors } = theme;
  const out: Record<string, string> = {
    danger: `var(--bc-danger-on-${mode}, ${colors.danger})`,
    dangerHover: `var(--bc-danger-hover-on-${mode}, ${colors.dangerHover})`,
  };
  if (mode === 'light') out.dangerText = `var(--bc-danger-text-on-light, ${colors.dangerText})`;
  return out;
}

function staticDeclarations(): string {
  const out: [string, string][] = [];
  const groups: Record<string, Record<string, string>> = {
    space: staticTokens.space,
    radius: staticTokens.radius,
    'font-size': staticTokens.fontSize,
    'font-weight': staticTokens.fontWeight,
    'line-height': staticTokens.lineHeight,
    font: staticTokens.font,
    control: staticTokens.control,
    z: staticTokens.zIndex,
    motion: staticTokens.motion,
  };
  for (const [group, values] of Object.entries(groups)) {
    for (const [k, v] of Object.entries(values)) out.push([cssVarName(group, k), v]);
  }
  return declarations(out);
}

/** The theme a page that follows the system takes when the system is dark. */
const AUTO_DARK_THEME = 'theme-dark' satisfies Theme['name'];
/** An element (`<html>`) that follows the system's light or dark preference instead of a theme. */
const AUTO_MODE_SELECTOR = '[data-theme-mode="auto"]:not([data-theme])';

/**
 * The whole token stylesheet: static tokens and the default accent on `:root`, then one block per
 * theme scoped by `[data-theme]` (on `<html>`, or on any element — the Storybook "All themes" grid
 * relies on that). `:root` also carries the default theme so a page without the attribute is styled.
 * An element with `data-theme-mode="auto"` and no `data-theme` takes the dark theme's tokens when
 * the system prefers dark (`prefers-color-scheme`).
 */
export function themeCss(): string {
  const accent = deriveAccent(DEFAULT_ACCENT);
  const rootAccent = accent ? declarations(Object.entries(accent)) : '';
  let css = `:root{${staticDeclarations()}${rootAccent}}`;
  css += `:root,[data-theme="${DEFAULT_THEME}"]{${themeDeclarations(themes[DEFAULT_THEME])}}`;
  for (const name of themeNames) {
    if (name === DEFAULT_THEME) continue;
    css += `[data-theme="${name}"]{${themeDeclarations(themes[name])}}`;
  }
  // A page that follows the system (`data-theme-mode="auto"`, no theme chosen: the public site)
  // is light, or dark when the visitor's system asks for it. The console never sets the mode.
  css += `${AUTO_MODE_SELECTOR}{color-scheme:light dark;}`;
  css += `@media (prefers-color-scheme: dark){${AUTO_MODE_SELECTOR}{${themeDeclarations(themes[AUTO_DARK_THEME])}}}`;
  // Motion tokens collapse for people who asked the system for less motion.
  css += `@media (prefers-reduced-motion: reduce){:root{${varNames.motion.durationFast}:0ms;${varNames.motion.duration}:0ms;${varNames.motion.durationSlow}:0ms;}}`;
  return css;
}

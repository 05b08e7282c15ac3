/** The product's default primary colour (SPEC §9). */
export const DEFAULT_ACCENT = '#409EFF';

/**
 * The custom properties that `deriveAccent` returns. The first four are the accent tokens; the
 * `--bc-accent-*-on-{light,dark}` pairs are raw variants from which each theme picks the one that
 * suits its surfaces (a theme block maps `--bc-color-accent-text` to one of them), so one accent
 * works under every theme without JavaScript knowing which theme is active.
 */
export interface AccentPalette {
  '--bc-color-accent': string;
  '--bc-color-accent-hover': string;
  '--bc-color-accent-active': string;
  '--bc-color-on-accent': string;
  '--bc-accent-light-on-light': string;
  '--bc-accent-light-on-dark': string;
  '--bc-accent-text-on-light': string;
  '--bc-accent-text-on-dark': string;
  /**
   * The danger colours under this accent, or `initial` (the theme's own): an accent too close to
   * the danger red (a red accent such as #F5222D) moves the danger to a deep red, so a delete
   * button still stands apart from the primary one (issue 39). Themes read them with a fallback.
   */
  '--bc-danger-on-light': string;
  '--bc-danger-hover-on-light': string;
  '--bc-danger-text-on-light': string;
  '--bc-danger-on-dark': string;
  '--bc-danger-hover-on-dark': string;
}

/** The themes' danger red (light surfaces), which a red accent would be mistaken for. */
export const THEME_DANGER = '#d03a3a';
/** The deep red the danger moves to beside a red accent: white on it reaches 10:1. */
export const DEEP_DANGER = { fill: '#7f1d1d', hover: '#661717' } as const;

/**
 * Derives the accent steps from a hex colour, or returns null when the input is not `#rgb`/`#rrggbb`.
 *
 * Deliberately self-contained (no imports, no helpers outside its body, ES2017 syntax): the boot
 * script embeds its source text so the stored colour is applied before the first paint, with the
 * exact same algorithm the app uses later. A unit test evaluates the embedded copy.
 *
 * Contrast rules (WCAG 2.x, with a margin so rounding in other tools never dips below 4.5:1):
 * - on-accent text is white when white reaches the target; otherwise a very dark tint of the accent
 *   (which reads as "designed" rather than pure black) or black. One of white/black always clears
 *   4.58:1 against any colour, so a valid choice always exists.
 * - hover/active move the fill *away* from the text colour, so contrast only grows on interaction.
 * - accent-as-text is darkened (light themes) or lightened (dark themes) until it is readable on
 *   the surfaces and on the accent's own subtle background.
 */
export function deriveAccent(input: string): AccentPalette | null {
  const TARGET = 4.6;
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(String(input).trim());
  if (!m) return null;
  let h = m[1] as string;
  if (h.length === 3) h = h.replace(/./g, (ch) => ch + ch);
  const c = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  const white = [255, 255, 255];
  const black = [0, 0, 0];
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const lum = (x: number[]) =>
    0.2126 * channel(x[0] as number) + 0.7152 * channel(x[1] as number) + 0.0722 * channel(x[2] as number);
  const contrast = (a: number[], b: number[]) => {
    const la = lum(a);
    const lb = lum(b);
    return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
  };
  const mix = (a: number[], b: number[], t: number) =>
    a.map((v, i) => Math.round(v + ((b[i] as number) - v) * t));
  const hex = (x: number[]) => `#${x.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  const rgba = (x: number[], a: number) => `rgba(${x[0]}, ${x[1]}, ${x[2]}, ${a})`;

  let on = white;
  if (contrast(white, c) < TARGET) {
    on = black;
    for (let t = 0.7; t < 1; t += 0.05) {
      const ink = mix(c, black, t);
      if (contrast(ink, c) >= TARGET) {
        on = ink;
        break;
      }
    }
  }
  const away = on === white ? black : white;
  const hover = mix(c, away, 0.12);
  const active = mix(c, away, 0.24);

  // Subtle backgrounds are translucent so they sit well on any surface of any theme.
  const lightAlpha = 0.12;
  const darkAlpha = 0.2;
  // Worst-case backdrops for accent text: the darkest light-theme page grey and the lightest
  // dark-theme surface, each bare and under the accent's own tint (a tint can move either way).
  const lightSurface = [236, 239, 243];
  const darkSurface = [46, 48, 54];
  const lightRefs = [lightSurface, mix(lightSurface, c, lightAlpha)];
  const darkRefs = [darkSurface, mix(darkSurface, c, darkAlpha)];
  const readableOn = (refs: number[][], toward: number[]) => {
    for (let t = 0; t <= 1.0001; t += 0.04) {
      const x = mix(c, toward, t);
      if (refs.every((ref) => contrast(x, ref) >= TARGET)) return x;
    }
    return toward;
  };

  // Distance to the danger red in CIELAB (ΔE76): under 30 a red or coral accent reads like the
  // danger (ΔE2000 under about 15). A darker red than the danger keeps the danger (lighter than it);
  // any other moves the danger to a deep red. Constants repeated here: this body must stand alone.
  const lab = (x: number[]) => {
    const [r, g, b] = x.map(channel) as [number, number, number];
    const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
    const fx = f((r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047);
    const fy = f(r * 0.2126 + g * 0.7152 + b * 0.0722);
    const fz = f((r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883);
    return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
  };
  const danger = [208, 58, 58];
  const [l1, a1, b1] = lab(c) as [number, number, number];
  const [l2, a2, b2] = lab(danger) as [number, number, number];
  const nearDanger = Math.hypot(l1 - l2, a1 - a2, b1 - b2) < 30 && lum(c) >= 0.8 * lum(danger);
  const shifted = (value: string) => (nearDanger ? value : 'initial');

  return {
    '--bc-color-accent': hex(c),
    '--bc-color-accent-hover': hex(hover),
    '--bc-color-accent-active': hex(active),
    '--bc-color-on-accent': hex(on),
    '--bc-accent-light-on-light': rgba(c, lightAlpha),
    '--bc-accent-light-on-dark': rgba(c, darkAlpha),
    '--bc-accent-text-on-light': hex(readableOn(lightRefs, black)),
    '--bc-accent-text-on-dark': hex(readableOn(darkRefs, white)),
    '--bc-danger-on-light': shifted('#7f1d1d'),
    '--bc-danger-hover-on-light': shifted('#661717'),
    '--bc-danger-text-on-light': shifted('#7f1d1d'),
    '--bc-danger-on-dark': shifted('#7f1d1d'),
    '--bc-danger-hover-on-dark': shifted('#661717'),
  };
}

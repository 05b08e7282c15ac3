import { type Colord, colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

// `.contrast()` on what these return.
extend([a11yPlugin]);

/**
 * A colour as colord reads it, from any notation colord reads and from Chromium's computed
 * `color(srgb r g b / a)` (what a `color-mix()` computes to), which colord does not; throws on
 * anything else, so a contrast check never runs on colord's black stand-in for an unread colour.
 */
export function readColor(value: string | Colord): Colord {
  if (typeof value !== 'string') return value;
  const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)$/.exec(value);
  if (srgb) {
    const [r, g, b] = srgb.slice(1, 4).map((channel) => Math.round(Number(channel) * 255));
    return colord({ r: r!, g: g!, b: b!, a: srgb[4] === undefined ? 1 : Number(srgb[4]) });
  }
  const color = colord(value);
  if (!color.isValid()) throw new Error(`not a colour: ${value}`);
  return color;
}

/** What is seen where `top` (maybe translucent) lies over the opaque `under`: source-over compositing. */
export function over(top: string | Colord, under: string | Colord): Colord {
  const { r, g, b, a } = readColor(top).toRgb();
  const base = readColor(under).toRgb();
  const mix = (fg: number, bg: number) => Math.round(fg * a + bg * (1 - a));
  return colord({ r: mix(r, base.r), g: mix(g, base.g), b: mix(b, base.b) });
}

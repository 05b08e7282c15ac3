import { createElement, type ReactElement, type SVGProps } from 'react';
import { lucideAttributes } from '../icons/icon';

/*
 * The lucide icons (ISC, lucide.dev: the same drawings and attributes as lucide-react 1.x) of the
 * components a sign-in form shows: fields, alerts and toasts. Drawn as plain SVG here because
 * lucide-react's icon renderer would be the largest part of those components on a page that loads
 * nothing else; so are the check box's marks, one a row on a table's first render, where lucide's
 * two components and context read each cost more than the drawing (issue 18). Every other
 * component draws the generated icons of src/icons, with the same attributes (icon.ts).
 */

type GlyphProps = SVGProps<SVGSVGElement>;

/** The icons' attributes, hidden from assistive technology: a glyph is always beside its words. */
const drawn = { ...lucideAttributes, 'aria-hidden': 'true' } as const;

/** A glyph component drawing `shapes` (any attribute overridable by its props). */
function glyph(...shapes: ReactElement[]) {
  return (props: GlyphProps) => createElement('svg', { ...drawn, ...props }, ...shapes);
}

const path = (d: string) => <path d={d} />;
const ring = <circle cx="12" cy="12" r="10" />;
const eyeOutline =
  'M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0';

export const CircleX = /* @__PURE__ */ glyph(ring, path('m15 9-6 6'), path('m9 9 6 6'));
export const CircleCheck = /* @__PURE__ */ glyph(ring, path('m16 9-5.5 5.5L8 12'));
export const CircleAlert = /* @__PURE__ */ glyph(
  ring,
  <line x1="12" x2="12" y1="8" y2="12" />,
  <line x1="12" x2="12.01" y1="16" y2="16" />,
);
export const Info = /* @__PURE__ */ glyph(ring, path('M12 16v-4'), path('M12 8h.01'));
export const X = /* @__PURE__ */ glyph(path('M18 6 6 18'), path('m6 6 12 12'));
export const Eye = /* @__PURE__ */ glyph(path(eyeOutline), <circle cx="12" cy="12" r="3" />);
export const EyeOff = /* @__PURE__ */ glyph(
  path('M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49'),
  path('M14.084 14.158a3 3 0 0 1-4.242-4.242'),
  path('M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143'),
  path('m2 2 20 20'),
);
export const Check = /* @__PURE__ */ glyph(path('M20 6 9 17l-5-5'));
export const Minus = /* @__PURE__ */ glyph(path('M5 12h14'));

import { createElement, type FunctionComponent, type SVGProps } from 'react';

/** An icon's props: any SVG attribute, and lucide-react's `size`, `color`, `strokeWidth`, `absoluteStrokeWidth`. */
export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Width and height, in pixels or any CSS length (default 24). */
  size?: number | string;
  /** Stroke colour (default `currentColor`). */
  color?: string;
  strokeWidth?: number | string;
  /** Keep the stroke `strokeWidth` pixels wide whatever the size. */
  absoluteStrokeWidth?: boolean;
}

/** One of the library's icons (the components of lucide-react's drawings, in its markup). */
export type IconComponent = FunctionComponent<IconProps>;

/** A drawing of lucide's: its name, the shapes of its 24 × 24 picture, its other names. */
export interface IconDrawing {
  name: string;
  node: readonly (readonly [string, Record<string, string | number>])[];
  aliases?: readonly string[];
}

/** lucide's default attributes, in its order: the markup matches lucide-react's (formGlyphs' too). */
export const lucideAttributes = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Whether the caller named the icon for assistive technology (else it is hidden from it). */
const named = (props: object) =>
  Object.entries(props).some(
    ([prop, value]) => value != null && (prop.startsWith('aria-') || prop === 'role' || prop === 'title'),
  );

/**
 * The component drawing `drawing`, with lucide-react's attributes and class names
 * (`lucide lucide-check`), hidden from assistive technology unless given a name, a role or children.
 */
export function icon(drawing: IconDrawing): IconComponent {
  const classes = ['lucide', ...[drawing.name, ...(drawing.aliases ?? [])].map((name) => `lucide-${name}`)];
  // biome-ignore lint/correctness/noComponentHookFactories: made once per icon, at module level, as lucide-react's createLucideIcon.
  function Icon({ size, color, strokeWidth, absoluteStrokeWidth, className, children, ...rest }: IconProps) {
    const width = strokeWidth ?? lucideAttributes.strokeWidth;
    const attributes = {
      ...lucideAttributes,
      ...(color ? { stroke: color } : {}),
      ...(size != null ? { width: size, height: size } : {}),
      strokeWidth: absoluteStrokeWidth ? (Number(width) * 24) / Number(size ?? 24) : width,
      className: [...new Set([...classes, ...(className?.split(/\s+/).filter(Boolean) ?? [])])].join(' '),
      ...(children || named(rest) ? {} : { 'aria-hidden': 'true' as const }),
      ...rest,
    };
    return createElement(
      'svg',
      attributes,
      ...drawing.node.map(([tag, shape]) => createElement(tag, shape)),
      children,
    );
  }
  Icon.displayName = drawing.name.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
  return Icon;
}

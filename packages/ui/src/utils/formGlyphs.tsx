import type { ReactNode, SVGProps } from 'react';

/*
 * The lucide icons (ISC, lucide.dev: the same drawings and attributes as lucide-react 1.x) of the
 * components a sign-in form shows: fields, alerts and toasts. Drawn as plain SVG here because
 * lucide-react's icon renderer would be the largest part of those components on a page that loads
 * nothing else; every other component uses lucide-react.
 */

type GlyphProps = SVGProps<SVGSVGElement>;

function Glyph({ children, ...props }: GlyphProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

const ring = <circle cx="12" cy="12" r="10" />;

export function CircleX(props: GlyphProps) {
  return (
    <Glyph {...props}>
      {ring}
      <path d="m15 9-6 6" />
      <path d="m9 9 6 6" />
    </Glyph>
  );
}

export function CircleCheck(props: GlyphProps) {
  return (
    <Glyph {...props}>
      {ring}
      <path d="m16 9-5.5 5.5L8 12" />
    </Glyph>
  );
}

export function CircleAlert(props: GlyphProps) {
  return (
    <Glyph {...props}>
      {ring}
      <line x1="12" x2="12" y1="8" y2="12" />
      <line x1="12" x2="12.01" y1="16" y2="16" />
    </Glyph>
  );
}

export function Info(props: GlyphProps) {
  return (
    <Glyph {...props}>
      {ring}
      <path d="M12 16v-4" />
      <path d="M12 8h.01" />
    </Glyph>
  );
}

export function X(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </Glyph>
  );
}

export function Eye(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
      <circle cx="12" cy="12" r="3" />
    </Glyph>
  );
}

export function EyeOff(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49" />
      <path d="M14.084 14.158a3 3 0 0 1-4.242-4.242" />
      <path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143" />
      <path d="m2 2 20 20" />
    </Glyph>
  );
}

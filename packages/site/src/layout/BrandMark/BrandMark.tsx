import { vars } from '@blade-console/ui';

/** The group's mark: a parcel on the move, in the accent colour. Decorative beside the name. */
export function BrandMark({ size = 28 }: { size?: number }) {
  const line = {
    fill: 'none',
    stroke: vars.color.onAccent,
    strokeWidth: 2,
    strokeLinejoin: 'round',
  } as const;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" style={{ fill: vars.color.accent }} />
      <path d="M9 12l7-4 7 4v8l-7 4-7-4z" style={line} />
      <path d="M9 12l7 4 7-4M16 16v8" style={line} />
    </svg>
  );
}

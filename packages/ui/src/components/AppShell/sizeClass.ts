/** Screen size classes of SPEC §2: 3 wide desktop, 2 desktop, 1 tablet, 0 phone. */
export type SizeClass = 0 | 1 | 2 | 3;

/** Breakpoints (SPEC §9): 768, 992, 1200. */
export const BREAKPOINTS = { sm: 768, md: 992, lg: 1200 } as const;

/** 3 at ≥ 1200 px, 2 at ≥ 992, 1 at ≥ 768, otherwise 0. */
export function sizeClassFor(width: number): SizeClass {
  if (width >= BREAKPOINTS.lg) return 3;
  if (width >= BREAKPOINTS.md) return 2;
  if (width >= BREAKPOINTS.sm) return 1;
  return 0;
}

/** Small screens (size class 0 or 1) get the off-canvas sidebar. */
export function isMobileSize(size: SizeClass): boolean {
  return size <= 1;
}

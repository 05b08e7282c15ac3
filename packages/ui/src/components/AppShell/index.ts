export { AppShell, type AppShellProps } from './AppShell';
export { BREAKPOINTS, isMobileSize, type SizeClass, sizeClassFor } from './sizeClass';
export { useSizeClass } from './useSizeClass';

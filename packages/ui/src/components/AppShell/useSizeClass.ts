import { useSyncExternalStore } from 'react';
import { type SizeClass, sizeClassFor } from './sizeClass';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

// The snapshot is the class, not the width: components re-render only when a breakpoint is crossed.
const snapshot = (): SizeClass => sizeClassFor(window.innerWidth);
const serverSnapshot = (): SizeClass => 3;

/** The size class of the window width (SPEC §2), updated on resize. */
export function useSizeClass(): SizeClass {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

import { useLayoutEffect, useRef } from 'react';

/**
 * Tells `onBusyChange` when `busy` starts (true) and ends (false) — an upload's, for a form that holds
 * a save asked meanwhile. The latest callback is called, and only on a change: an inline one must not
 * announce it again at every render. Unmounted while busy counts as done.
 */
export function useBusySignal(busy: boolean, onBusyChange: ((busy: boolean) => void) | undefined): void {
  const latest = useRef(onBusyChange);
  latest.current = onBusyChange;
  // In the commit that starts the upload, not an effect a task later: a form told late let a save
  // pressed meanwhile check the picture as missing (useBusyFields).
  useLayoutEffect(() => {
    if (!busy) return;
    latest.current?.(true);
    return () => latest.current?.(false);
  }, [busy]);
}

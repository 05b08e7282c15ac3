import { useCallback, useState } from 'react';

/**
 * A busy flag for a button's loading state while an action runs: `run(action)` raises it, awaits
 * the action and lowers it again. A failure has been reported where it happened (the request
 * layer's toast), so here it only ends the busy state: `run` answers the action's result, or
 * undefined when the action failed.
 */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    try {
      return await action();
    } catch {
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, run] as const;
}

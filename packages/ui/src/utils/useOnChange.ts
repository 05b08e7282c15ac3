import { useEffect, useRef } from 'react';

/**
 * Calls the latest `onChange` when `value` is no longer the one last seen (compared with `===`),
 * never on the first render. It runs in an effect, so a component whose effects are paused (kept
 * alive in a hidden tab) catches up once it is shown again.
 */
export function useOnChange<V>(value: V, onChange: () => void): void {
  const seen = useRef(value);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (seen.current === value) return;
    seen.current = value;
    latest.current();
  }, [value]);
}

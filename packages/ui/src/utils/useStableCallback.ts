import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function that keeps its identity and always calls the latest `fn`, for handlers passed to
 * memoised children (the console shell's sidebar, top bar and tabs; each tab of the tabs bar), which
 * then skip their parent's re-renders unless what they show changed — a tab switch re-renders the
 * shell several times. For event handlers only: while rendering, it still calls the `fn` of the last
 * commit.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useInsertionEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

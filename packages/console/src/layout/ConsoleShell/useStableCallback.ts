import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function that keeps its identity and always calls the latest `fn`: the shell passes these to
 * its memoised parts (sidebar, top bar, tabs), which then skip the shell's re-renders (a tab switch
 * re-renders the shell three times) unless what they show changed. For event handlers only: while
 * rendering, it still calls the `fn` of the last commit.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useInsertionEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

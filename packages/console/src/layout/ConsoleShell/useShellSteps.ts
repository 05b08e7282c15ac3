import { startTransition, useDeferredValue, useEffect, useState } from 'react';

/**
 * The signed-in shell's first render in three steps, each painted before the next renders: the
 * frame with the sidebar's menu (the top bar's and the tabs bar's empty frames around it); then the
 * bars and the closed dialogs; then the page. Rendered in one piece, a sign-in's first page (the
 * dashboard's cards and chart) kept the menu off screen for as long again, and the bars and the
 * dialogs another ~50 ms (issues 18 and 43: sign-in click → menu ≤ 300 ms).
 *
 * The bars come with a deferred value (a render React may interrupt, after the frame's paint); the
 * page with a transition started once the bars are in, not with a second deferred value, which
 * React would settle in the same background render as the first.
 */
export function useShellSteps(): { barsShown: boolean; pagesShown: boolean } {
  const barsShown = useDeferredValue(true, false);
  const [pagesShown, setPagesShown] = useState(false);
  useEffect(() => {
    if (barsShown) startTransition(() => setPagesShown(true));
  }, [barsShown]);
  return { barsShown, pagesShown };
}

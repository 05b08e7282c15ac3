import { type ComponentType, createElement, lazy } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * How long a navigation waits for a page's code before it shows the page loading in place: as long
 * as React would hold a suspended page's reveal back anyway (its Suspense throttle, 300 ms), so
 * waiting never shows a page later than suspending would, and a slow network still gets the frame,
 * the menu and the address at once.
 */
export const PAGE_CODE_WAIT_MS = 300;

/**
 * A page whose code its route loads before the navigation shows it, so the page renders at once.
 *
 * Why: rendered by `React.lazy` alone, a page suspends on its first render; its `<Suspense>` shows
 * the (empty) fallback, and React then holds the content back until 300 ms after that fallback
 * appeared (it throttles a boundary's reveal so content does not flash in piece by piece). A list
 * page opened from the menu was committed ~320 ms after the click whatever its code's speed, and
 * its first request, sent from the table's effect, waited for that commit (trace of the
 * parameters page, 2026-12-05: chunks in at +205 ms, commit at +322, the list asked at +415).
 * Awaited by the route's `lazy` (`preload`, at most {@link PAGE_CODE_WAIT_MS}), the page renders
 * without suspending and commits as soon as it is rendered; the router keeps the previous page on
 * screen meanwhile, as it does for every lazy route.
 *
 * `preload` never rejects: a failed load fails the render instead, where `React.lazy` reports it as
 * it always did (the chunk timeout's error page, SPEC §8), rather than the route's error element.
 */
export function loadedFirst(load: () => PageModule): { code: PageCode; preload: () => Promise<void> } {
  let pending: Promise<void> | undefined;
  const fetchModule = () => {
    pending ??= load().then((module) => {
      code.loaded = module.default;
    });
    return pending;
  };
  const code: PageCode = {
    Lazy: lazy(() => fetchModule().then(() => ({ default: code.loaded as ComponentType }))),
  };
  const preload = () =>
    Promise.race([
      fetchModule().catch(() => undefined),
      new Promise<void>((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS)),
    ]);
  return { code, preload };
}

/** A page's code: the component once loaded, and the same code through `React.lazy` until then. */
export interface PageCode {
  loaded?: ComponentType;
  Lazy: ComponentType;
}

/** Renders a page of {@link loadedFirst}: at once when its code is in, else suspending for it. */
export function LoadedFirstPage({ code }: { code: PageCode }) {
  return createElement(code.loaded ?? code.Lazy);
}

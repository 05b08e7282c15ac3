import type { RouteObject } from 'react-router-dom';
import { withChunkTimeout } from './chunkTimeout';

// The page registry's and the route tree's helpers, apart from `withChunkTimeout`: /login's own
// code needs only that one (boot/loadApp.ts), and a module shared with the signed-in routes would go
// into /login's first download whole.

/** Every loader of a page registry (path → dynamic import), with the chunk timeout. */
export function withChunkTimeouts<T>(
  registry: Record<string, () => Promise<T>>,
): Record<string, () => Promise<T>> {
  return Object.fromEntries(Object.entries(registry).map(([path, load]) => [path, withChunkTimeout(load)]));
}

/** The route tree with the chunk timeout on every `lazy` route (function or per-property form). */
export function withRouteChunkTimeouts(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const next = { ...route } as RouteObject;
    if (typeof route.lazy === 'function') next.lazy = withChunkTimeout(route.lazy) as RouteObject['lazy'];
    else if (route.lazy && typeof route.lazy === 'object') {
      next.lazy = Object.fromEntries(
        Object.entries(route.lazy).map(([key, load]) => [
          key,
          typeof load === 'function' ? withChunkTimeout(load as () => Promise<unknown>) : load,
        ]),
      ) as RouteObject['lazy'];
    }
    if (route.children) next.children = withRouteChunkTimeouts(route.children);
    return next;
  });
}

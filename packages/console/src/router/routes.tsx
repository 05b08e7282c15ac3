import { loadSiteStrings, publicMeta, siteRoutes } from '@blade-console/site';
import { NavigationProgress } from '@blade-console/ui';
import { type ComponentType, createElement, lazy, type ReactElement, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { website } from '../config';
import { ErrorRoute } from '../pages/ErrorRoute';
import { RouteError } from '../pages/RouteError';
import { fixedPageRegistry, flowFormPages, pageRegistry } from '../pages/registry';
import { GuardedRoot } from './GuardedRoot';
import { CHANGE_PASSWORD_PATH, SIGNED_IN_FRAME } from './guard';
import { LoginRoute } from './LoginRoute';
import { LoadedFirstPage, loadedFirst } from './loadedFirst';
import { MenuGate } from './MenuGate';
import { RouteLoading } from './RouteLoading';
import { withRouteChunkTimeouts } from './routeChunkTimeouts';
import { HOME_PATHS, loadFirstPage, loadSignedInFrame } from './signedInFrame';

/**
 * The route table of SPEC §2: public routes (the website, sign-in, error pages) and the console
 * frame; `/` goes to `/wel`, unknown paths to `/404`.
 */
/**
 * One route per registered page, each shown only when the user's menu has it. A top-level menu item
 * without children leads to its path plus '/index' (SPEC §2), so the page answers there too.
 */
const menuPages: RouteObject[] = Object.entries(pageRegistry).flatMap(([path, load]) => {
  const page = loadedFirstRoute(load, (element) => <MenuGate key={path}>{element}</MenuGate>);
  return [
    { path, ...page },
    { path: `${path}/index`, ...page },
  ];
});

/**
 * A route's page whose code the route loads before the navigation shows it (loadedFirst.ts: a page
 * that suspends on its first render is revealed 300 ms late). `wrap` puts it in its frame.
 */
function loadedFirstRoute(
  load: () => Promise<{ default: ComponentType }>,
  wrap: (page: ReactElement) => ReactElement = (page) => page,
): Pick<RouteObject, 'element' | 'lazy'> {
  const { code, preload } = loadedFirst(load);
  // Past the route's wait the page loads in place: the bar at the top goes on meanwhile.
  const element = wrap(
    <Suspense fallback={<NavigationProgress active delayMs={0} />}>
      <LoadedFirstPage code={code} />
    </Suspense>,
  );
  return {
    element,
    lazy: async () => {
      await preload();
      return {};
    },
  };
}

/**
 * The website's routes, their strings loading with the site's layout (as the shell's do with the
 * frame), so /login does not carry them.
 */
const websiteRoutes: RouteObject[] = siteRoutes.map((route) => {
  const { lazy } = route;
  if (typeof lazy !== 'function') return route;
  return { ...route, lazy: async () => (await Promise.all([lazy(), loadSiteStrings()]))[0] };
});

/** A menu item's page not built yet; loaded on demand like the pages. */
const NotAvailable = lazy(() =>
  import('../pages/NotAvailable').then((module) => ({ default: module.NotAvailable })),
);

/** Fixed console pages outside the menu (the two dictionary layouts of SPEC §2). */
const fixedPages: RouteObject[] = Object.entries(fixedPageRegistry).map(([path, load]) => ({
  path,
  ...loadedFirstRoute(load),
  handle: { label: 'console:dict.title' },
}));

/** A route whose page loads on demand (its own chunk): `load` resolves to the page's component. */
function lazyPage(
  path: string,
  load: () => Promise<ComponentType>,
  handle?: RouteObject['handle'],
): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }), ...(handle && { handle }) };
}

/** The leave process's form, task and detail pages (SPEC §2), for any signed-in user. */
const flowPages: RouteObject[] = flowFormPages.map(({ path, label, load }) => ({
  path,
  ...loadedFirstRoute(load),
  handle: { label },
}));

// Every lazy route fails after the chunk timeout (SPEC §8).
export const routes: RouteObject[] = withRouteChunkTimeouts([
  {
    element: <GuardedRoot />,
    errorElement: <RouteError />,
    // A data router renders this while the first address's lazy routes load (no server rendering).
    HydrateFallback: RouteLoading,
    children: [
      ...HOME_PATHS.map((path) => ({ path, element: <Navigate to={website.firstPage.path} replace /> })),
      { path: '/login', element: <LoginRoute />, handle: { meta: publicMeta, label: 'console:menu.login' } },
      // Outside the signed-in frame: the shell and its calls wait until the password is changed.
      lazyPage(CHANGE_PASSWORD_PATH, () => import('../pages/ChangePassword').then((m) => m.ChangePassword), {
        label: 'console:changePassword.title',
      }),
      ...([404, 403, 500] as const).map((code) => ({
        path: `/${code}`,
        element: <ErrorRoute code={code} />,
        handle: { meta: publicMeta, label: `ui:errorPage.${code}.title` },
      })),
      ...websiteRoutes,
      {
        // The signed-in frame, its pages and their strings load on demand, so /login and /Home stay light.
        id: SIGNED_IN_FRAME,
        lazy: async () => ({ Component: await loadSignedInFrame() }),
        children: [
          // Inside the frame, which hides while it is shown: the open tabs' pages stay mounted
          // (paused, unseen, sending nothing) and come back as they were after the unlock.
          lazyPage(website.lockPage, () => import('../pages/Lock').then((m) => m.Lock), {
            meta: publicMeta,
            label: 'ui:lock.screenTitle',
          }),
          lazyPage(website.firstPage.path, () => loadFirstPage().then((m) => m.Welcome), {
            label: 'console:menu.home',
          }),
          lazyPage('/wel/dashboard', () => import('../pages/Dashboard').then((m) => m.Dashboard), {
            label: 'console:menu.dashboard',
          }),
          lazyPage('/info/index', () => import('../pages/Info').then((m) => m.Info), {
            label: 'console:menu.info',
          }),
          lazyPage('/test/index', () => import('../pages/Test').then((m) => m.Test), {
            label: 'console:menu.test',
          }),
          lazyPage('/myiframe/*', () => import('../pages/Frame').then((m) => m.Frame)),
          ...menuPages,
          ...fixedPages,
          ...flowPages,
          {
            // Any other address (SPEC §2: unknown paths go to /404), the route table's only catch-all.
            // Inside the frame, so a menu item whose page is not built yet keeps the sidebar and tabs;
            // the gate sends an address no menu item has to /404, and without a session the guard does.
            path: '*',
            element: (
              <MenuGate>
                <Suspense fallback={null}>{createElement(NotAvailable)}</Suspense>
              </MenuGate>
            ),
            handle: { meta: { catchAll: true } },
          },
        ],
      },
    ],
  },
]);

import { loadSiteStrings, publicMeta, siteRoutes } from '@blade-console/site';
import { createElement, lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { website } from '../config';
import { ErrorRoute } from '../pages/ErrorRoute';
import { RouteError } from '../pages/RouteError';
import { fixedPageRegistry, flowFormPages, pageRegistry } from '../pages/registry';
import { GuardedRoot } from './GuardedRoot';
import { CHANGE_PASSWORD_PATH, SIGNED_IN_FRAME } from './guard';
import { LoginRoute } from './LoginRoute';
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
  const Page = lazy(load);
  const element = (
    <MenuGate key={path}>
      <Suspense fallback={null}>{createElement(Page)}</Suspense>
    </MenuGate>
  );
  return [
    { path, element },
    { path: `${path}/index`, element },
  ];
});

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
const fixedPages: RouteObject[] = Object.entries(fixedPageRegistry).map(([path, load]) => {
  const Page = lazy(load);
  return {
    path,
    element: <Suspense fallback={null}>{createElement(Page)}</Suspense>,
    handle: { label: 'console:dict.title' },
  };
});

/** The leave process's form, task and detail pages (SPEC §2), for any signed-in user. */
const flowPages: RouteObject[] = flowFormPages.map(({ path, label, load }) => {
  const Page = lazy(load);
  return { path, element: <Suspense fallback={null}>{createElement(Page)}</Suspense>, handle: { label } };
});

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
      {
        // Outside the signed-in frame: the shell and its calls wait until the password is changed.
        path: CHANGE_PASSWORD_PATH,
        lazy: () =>
          import('../pages/ChangePassword').then((module) => ({ Component: module.ChangePassword })),
        handle: { label: 'console:changePassword.title' },
      },
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
          {
            // Inside the frame, which hides while it is shown: the open tabs' pages stay mounted
            // (paused, unseen, sending nothing) and come back as they were after the unlock.
            path: website.lockPage,
            lazy: () => import('../pages/Lock').then((module) => ({ Component: module.Lock })),
            handle: { meta: publicMeta, label: 'ui:lock.screenTitle' },
          },
          {
            path: website.firstPage.path,
            lazy: () => loadFirstPage().then((module) => ({ Component: module.Welcome })),
            handle: { label: 'console:menu.home' },
          },
          {
            path: '/wel/dashboard',
            lazy: () => import('../pages/Dashboard').then((module) => ({ Component: module.Dashboard })),
            handle: { label: 'console:menu.dashboard' },
          },
          {
            path: '/info/index',
            lazy: () => import('../pages/Info').then((module) => ({ Component: module.Info })),
            handle: { label: 'console:menu.info' },
          },
          {
            path: '/test/index',
            lazy: () => import('../pages/Test').then((module) => ({ Component: module.Test })),
            handle: { label: 'console:menu.test' },
          },
          {
            path: '/myiframe/*',
            lazy: () => import('../pages/Frame').then((module) => ({ Component: module.Frame })),
          },
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

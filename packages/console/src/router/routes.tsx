import { publicMeta, siteRoutes } from '@blade-console/site';
import { Navigate, type RouteObject } from 'react-router-dom';
import { website } from '../config';
import { ErrorRoute } from '../pages/ErrorRoute';
import { Login } from '../pages/Login';
import { GuardedRoot } from './GuardedRoot';

/**
 * The route table of SPEC §2: public routes (the website, sign-in, error pages) and the console
 * frame; `/` goes to `/wel`, unknown paths to `/404`.
 */
export const routes: RouteObject[] = [
  {
    element: <GuardedRoot />,
    children: [
      { path: '/', element: <Navigate to="/wel" replace /> },
      { path: '/wel', element: <Navigate to={website.firstPage.path} replace /> },
      { path: '/login', element: <Login />, handle: { meta: publicMeta, label: 'console:menu.login' } },
      ...([404, 403, 500] as const).map((code) => ({
        path: `/${code}`,
        element: <ErrorRoute code={code} />,
        handle: { meta: publicMeta, label: `ui:errorPage.${code}.title` },
      })),
      ...siteRoutes,
      {
        // The signed-in frame and its pages load on demand, so /login and /Home stay light.
        lazy: () => import('../layout/ConsoleFrame').then((module) => ({ Component: module.ConsoleFrame })),
        children: [
          {
            path: website.firstPage.path,
            lazy: () => import('../pages/Welcome').then((module) => ({ Component: module.Welcome })),
            handle: { label: 'console:menu.home' },
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace />, handle: { meta: publicMeta } },
    ],
  },
];

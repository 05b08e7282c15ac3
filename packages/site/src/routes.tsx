import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from './layout/SiteLayout';
import { Home } from './pages/Home';

/** Route meta shared with the console's guard: public pages need no sign-in (SPEC §2). */
export const publicMeta = { isAuth: false, isTab: false, menu: false } as const;

/**
 * The website's routes. The console mounts them as public routes; the site's own app serves them
 * on their own. Each route's `handle.label` is the i18n key of its title.
 */
export const siteRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [{ path: '/Home', element: <Home />, handle: { meta: publicMeta, label: 'site:nav.home' } }],
  },
];

import type { RouteObject } from 'react-router-dom';

/** Route meta shared with the console's guard: public pages need no sign-in (SPEC §2). */
export const publicMeta = { isAuth: false, isTab: false, menu: false } as const;

/**
 * The website's routes. The console mounts them as public routes; the site's own app serves them
 * on their own. Each route's `handle.label` is the i18n key of its title. Layout and pages load on
 * demand, so the console's sign-in page does not carry the website.
 */
export const siteRoutes: RouteObject[] = [
  {
    lazy: () => import('./layout/SiteLayout').then((module) => ({ Component: module.SiteLayout })),
    children: [
      {
        path: '/Home',
        lazy: () => import('./pages/Home').then((module) => ({ Component: module.Home })),
        handle: { meta: publicMeta, label: 'site:nav.home' },
      },
    ],
  },
];

import type { RouteObject } from 'react-router-dom';
import { loadAbout, loadArticle, loadHome, loadNews, loadOrder, loadServices } from './data/loaders';
import type { SitePage } from './head/pageHead';
import { publicMeta, type SiteRouteHandle } from './head/siteRouteHandle';
import { SiteLoading } from './layout/SiteLoading';

export { publicMeta, type SiteRouteHandle };

function page(
  path: string,
  key: SitePage,
  label: string,
  lazy: NonNullable<RouteObject['lazy']>,
  loader?: RouteObject['loader'],
): RouteObject {
  const handle: SiteRouteHandle = { meta: publicMeta, label, page: key };
  return { path, lazy, loader, handle };
}

/**
 * The website's routes (SPEC §2). The console mounts them as public routes; the site's own app
 * hydrates them over the page the server rendered (`entry-server.tsx`). Each page's data comes
 * from its loader (`data/loaders.ts`); layout and pages load on demand, so the console's sign-in
 * page does not carry the website. Errors of a page (an unknown article) show inside the layout.
 */
export const siteRoutes: RouteObject[] = [
  {
    id: 'site',
    // Rendered by the router until the lazy layout and page of the first address have loaded.
    HydrateFallback: SiteLoading,
    lazy: () => import('./layout/SiteLayout').then((module) => ({ Component: module.SiteLayout })),
    children: [
      {
        id: 'site-pages',
        lazy: () => import('./pages/SiteError').then((module) => ({ ErrorBoundary: module.SiteError })),
        children: [
          page(
            '/Home',
            'home',
            'site:nav.home',
            () => import('./pages/Home').then((m) => ({ Component: m.Home })),
            loadHome,
          ),
          page(
            '/order',
            'order',
            'site:nav.order',
            () => import('./pages/Order').then((m) => ({ Component: m.Order })),
            loadOrder,
          ),
          page(
            '/service',
            'service',
            'site:nav.service',
            () => import('./pages/Service').then((m) => ({ Component: m.Service })),
            loadServices,
          ),
          page(
            '/news',
            'news',
            'site:nav.news',
            () => import('./pages/News').then((m) => ({ Component: m.News })),
            loadNews,
          ),
          page(
            '/newsItem',
            'newsItem',
            'site:nav.news',
            () => import('./pages/NewsItem').then((m) => ({ Component: m.NewsItem })),
            loadArticle,
          ),
          page(
            '/goin',
            'about',
            'site:nav.about',
            () => import('./pages/About').then((m) => ({ Component: m.About })),
            loadAbout,
          ),
          page('/product', 'join', 'site:nav.join', () =>
            import('./pages/Join').then((m) => ({ Component: m.Join })),
          ),
        ],
      },
    ],
  },
];

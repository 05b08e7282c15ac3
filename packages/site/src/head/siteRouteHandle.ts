import type { SitePage } from './pageHead';

// Here, not in routes.ts: the document head reads it, and routes.ts imports the layout that does.

/** Route meta shared with the console's guard: public pages need no sign-in (SPEC §2). */
export const publicMeta = { isAuth: false, isTab: false, menu: false } as const;

/** What the site's routes carry in `handle`: the guard's meta, the tab label, and which page it is. */
export interface SiteRouteHandle {
  meta: typeof publicMeta;
  label: string;
  page: SitePage;
}

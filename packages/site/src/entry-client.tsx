import { getLocale } from '@blade-console/ui';
import { i18n, loadLocale } from '@blade-console/ui/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  type RouteObject,
  RouterProvider,
} from 'react-router-dom';
import { HYDRATION_GLOBAL } from './app/hydrationData';
import { SiteProviders } from './app/SiteProviders';
import { themeOfDocument } from './app/siteTheme';
import { registerSiteStrings } from './i18n';
import { siteRoutes } from './routes';

declare global {
  interface Window {
    [HYDRATION_GLOBAL]?: unknown;
  }
}

registerSiteStrings();

/** The website on its own: its routes, with `/` and unknown paths going home. */
const routes: RouteObject[] = [...siteRoutes, { path: '*', element: <Navigate to="/Home" replace /> }];

/**
 * The page's lazy routes loaded before hydrating: the first render in the browser must be the very
 * markup the server sent, not a fallback that would flash.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  // The server wrote `<html lang>` and the theme's attributes (the switch marks the theme shown from
  // them, as the server did); the ui's i18n started in the language. Its strings load before rendering.
  await loadLocale(getLocale());
  const root = document.getElementById('root')!;
  const serverRendered = Boolean(window[HYDRATION_GLOBAL]);
  if (serverRendered) await loadMatchedRoutes();
  // Reads `window.__staticRouterHydrationData`: the loaders do not run again for this page.
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <SiteProviders i18n={i18n} theme={themeOfDocument(document.documentElement)}>
        <RouterProvider router={router} />
      </SiteProviders>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser between small slices of work: the page the
  // server sent stays responsive (no long task) while it becomes interactive.
  if (serverRendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();

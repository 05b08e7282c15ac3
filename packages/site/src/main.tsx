import { getLocale, loadLocale, UiProvider } from '@blade-console/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { registerSiteStrings } from './i18n';
import { siteRoutes } from './routes';

registerSiteStrings();

/** The website on its own: its routes, with `/` and unknown paths going home. */
const router = createBrowserRouter([...siteRoutes, { path: '*', element: <Navigate to="/Home" replace /> }]);

// Only Chinese, the default, is bundled: a stored other language is loaded before the first render.
void loadLocale(getLocale()).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </StrictMode>,
  ),
);

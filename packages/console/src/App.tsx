import { registerUiStrings } from '@blade-console/ui';
import { i18n } from '@blade-console/ui/i18n';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './router/routes';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The router is made when first asked for, not when this module loads: a cold /login fetches the
 * module while the person is still signing in, and the router must start at the address the
 * sign-in leaves for.
 */
function theRouter() {
  // The routes read ui's strings themselves (error pages, the lock screen's title): all of them
  // before the first page, not only the sign-in form's.
  registerUiStrings();
  router ??= createBrowserRouter(routes);
  return router;
}

/**
 * Starts the router at the current address and resolves once its first page is ready (the lazy
 * routes it matches are loaded, redirects followed): the sign-in hands the page over then, so the
 * first render of the console is that page, not a loading state between the form and it.
 */
export function startApp(): Promise<void> {
  const started = theRouter();
  if (started.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = started.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The console's router and routes (the boot renders it inside the base styles), with the i18next
 * instance its pages translate with: it comes with this module, not with the sign-in page.
 */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={theRouter()} />
    </I18nextProvider>
  );
}

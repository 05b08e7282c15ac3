import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './router/routes';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The console's router and routes (the boot renders it inside the UiProvider). The router is made at
 * the first render, not when this module loads: a cold /login fetches the module while the person
 * is still signing in, and the router must start at the address the sign-in leaves for.
 */
export function App() {
  router ??= createBrowserRouter(routes);
  return <RouterProvider router={router} />;
}

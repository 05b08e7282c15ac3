import { UiProvider } from '@blade-console/ui';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DataProvider } from '../data/DataProvider';
import { routes } from '../router/routes';

/** The console's real route table at `path`, in the providers the app gives it; answers the router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <UiProvider>
      <DataProvider>
        <RouterProvider router={router} />
      </DataProvider>
    </UiProvider>,
  );
  return router;
}

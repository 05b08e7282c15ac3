import { UiProvider } from '@blade-console/ui';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { DataProvider } from './data/DataProvider';
import { routes } from './router/routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <UiProvider>
      <DataProvider>
        <RouterProvider router={router} />
      </DataProvider>
    </UiProvider>
  );
}

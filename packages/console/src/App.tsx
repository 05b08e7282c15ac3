import { UiProvider } from '@blade-console/ui';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './router/routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>
  );
}

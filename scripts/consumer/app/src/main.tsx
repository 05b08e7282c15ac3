import { UiProvider } from '@blade-console/ui';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const FlowPage = lazy(() => import('./FlowPage'));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <UiProvider locale="en">
      <App />
      {location.hash === '#flow' ? (
        <Suspense>
          <FlowPage />
        </Suspense>
      ) : null}
    </UiProvider>
  </StrictMode>,
);

import { UiProvider } from '@blade-console/ui';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// Pages from the subpaths whose optional peers the app installs, each loaded on demand.
const pages: Record<string, ReturnType<typeof lazy>> = {
  '#chart': lazy(() => import('./ChartPage')),
  '#flow': lazy(() => import('./FlowPage')),
  '#notes': lazy(() => import('./NotesPage')),
};
const Page = pages[location.hash];

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <UiProvider locale="en">
      <App />
      {Page ? (
        <Suspense>
          <Page />
        </Suspense>
      ) : null}
    </UiProvider>
  </StrictMode>,
);

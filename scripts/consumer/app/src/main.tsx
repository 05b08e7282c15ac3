import { UiProvider } from '@blade-console/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <UiProvider locale="en">
      <App />
    </UiProvider>
  </StrictMode>,
);

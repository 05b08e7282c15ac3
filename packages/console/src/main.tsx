import { registerSiteStrings } from '@blade-console/site';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerConsoleStrings } from './i18n';
import { captureGlobalErrors } from './stores/errorLog';

registerSiteStrings();
registerConsoleStrings();
// SPEC §8: every uncaught UI error and rejected promise goes to the local error log.
captureGlobalErrors();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { registerSiteStrings } from '@blade-console/site';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerConsoleStrings } from './i18n';

registerSiteStrings();
registerConsoleStrings();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

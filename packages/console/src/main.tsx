import { getLocale, loadLocale } from '@blade-console/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerConsoleStrings } from './i18n';
import { captureGlobalErrors } from './stores/errorLog';

registerConsoleStrings();
// SPEC §8: every uncaught UI error and rejected promise goes to the local error log.
captureGlobalErrors();

// Only Chinese, the default, is bundled: a stored other language is loaded before the first render
// so the page opens in it (if it cannot load, the page still opens, in Chinese).
// The first render is a transition: React renders in slices of a few milliseconds, so the page the
// server painted (/login's form) keeps answering input, and no task blocks the thread for long
// (Lighthouse's total blocking time) while the app takes over from it.
void loadLocale(getLocale()).finally(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});

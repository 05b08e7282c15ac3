import { getLocale, loadUiLocale } from '@blade-console/ui';
import { APP_START_MARK } from './boot/appStartMark';
import { bootConsole } from './boot/boot';
import { registerConsoleStrings } from './i18n';
import { captureGlobalErrors } from './stores/errorCapture';

// When the app's own code starts (its imports evaluated): the wire bench compares it with /login's
// first paint (issue 43).
performance.mark(APP_START_MARK);
registerConsoleStrings();
// SPEC §8: every uncaught UI error and rejected promise goes to the local error log.
captureGlobalErrors();

// Only Chinese, the default, is bundled: a stored other language is loaded before the first render
// so the page opens in it (if it cannot load, the page still opens, in Chinese). ui's store holds
// what the sign-in page shows; the signed-in pages' strings load with the console shell.
void bootConsole(document.getElementById('root')!, loadUiLocale(getLocale()));

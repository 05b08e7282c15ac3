import { registerBootStrings } from '@blade-console/ui';
import { loadConsoleEn } from '../loadConsoleEn';
import { zh } from './zh';

let registered = false;

/**
 * Adds the account forms' strings (zh.ts) to the `console` namespace, once. The modules that show
 * them call it as they load, so /login's first load does not carry them (0.7 KB gzip of its JS);
 * English has them in the one chunk of the console's English (en.ts), loaded the first time English
 * is needed.
 */
export function registerAccountFormStrings(): void {
  if (registered) return;
  registered = true;
  registerBootStrings('console', { zh, en: loadConsoleEn });
}

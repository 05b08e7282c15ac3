import { i18n } from '@blade-console/ui';
import { en } from './en';
import { zh } from './zh';

/** Registers the console's strings with the shared i18next instance (idempotent). */
export function registerConsoleStrings(): void {
  i18n.addResourceBundle('zh', 'console', zh, true, true);
  i18n.addResourceBundle('en', 'console', en, true, true);
}

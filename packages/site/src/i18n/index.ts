import { i18n } from '@blade-console/ui';
import { en } from './en';
import { zh } from './zh';

/** Registers the site's strings with the shared i18next instance (idempotent). */
export function registerSiteStrings(): void {
  i18n.addResourceBundle('zh', 'site', zh, true, true);
  i18n.addResourceBundle('en', 'site', en, true, true);
}

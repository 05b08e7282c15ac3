import { registerStrings } from '@blade-console/ui/i18n';
import { zh } from './zh';

/** English is loaded the first time it is needed. */
const loadEn = () => import('./en').then((module) => module.en);

/**
 * Registers the site's strings with the shared i18next instance (idempotent): Chinese bundled,
 * English loaded when the language is first needed (`loadLocale`/`setLocale` of ui).
 */
export function registerSiteStrings(): void {
  registerStrings('site', { zh, en: loadEn });
}

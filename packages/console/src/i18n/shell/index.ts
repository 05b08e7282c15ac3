import { getLocale } from '@blade-console/ui';
import { loadLocale, registerStrings } from '@blade-console/ui/i18n';
import { zh } from './zh';

/** English is loaded the first time it is needed. */
const loadEn = () => import('./en').then((module) => module.en);

/**
 * Adds the signed-in pages' strings to the `console` namespace (idempotent) and loads them in the
 * current language.
 */
export function registerShellStrings(): Promise<void> {
  registerStrings('console', { zh, en: loadEn });
  return loadLocale(getLocale());
}

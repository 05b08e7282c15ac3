import { getLocale } from '@blade-console/ui';
import { loadLocale, registerStrings } from '@blade-console/ui/i18n';
import { zh } from './strings.zh';

/** English is loaded the first time it is needed. */
const loadEn = () => import('./strings.en').then((module) => module.en);

/**
 * Registers the workflow pages' strings (namespace `flow`) and loads them in the current language;
 * the registry loads it with each workflow page, so other pages never download them.
 */
export async function loadFlowStrings(): Promise<void> {
  registerStrings('flow', { zh, en: loadEn });
  await loadLocale(getLocale());
}

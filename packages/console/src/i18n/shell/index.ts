import { getLocale } from '@blade-console/ui';
import { loadLocale, registerStrings } from '@blade-console/ui/i18n';
import { registerAccountFormStrings } from '../accountForms';
import { definitionStrings } from '../fromDefinitions';
import { zh } from './zh';

/** English is loaded the first time it is needed. */
const loadEn = () => import('./en').then((module) => ({ ...module.en, ...definitionStrings('en') }));

/**
 * Adds the signed-in pages' strings to the `console` namespace (idempotent) and loads them in the
 * current language: the shell's own words and what the definitions name (resources, fields,
 * dictionaries, menus) — and the account forms' (the phone check, switching department), which its
 * pages share.
 */
export function registerShellStrings(): Promise<void> {
  registerAccountFormStrings();
  registerStrings('console', { zh: { ...zh, ...definitionStrings('zh') }, en: loadEn });
  return loadLocale(getLocale());
}

import { addUiStrings, DEFAULT_LOCALE, type Locale } from './locale';
import { zh } from './locales/zh';
import { type UiTranslate, useBootTranslation } from './translation';

export { UiLocale, type UiTranslate, useBootTranslation, useLocale } from './translation';

let registered = false;

/**
 * Adds all of the library's Chinese strings (the bundled ones are only the sign-in form's). The
 * components that show the others call it as they render, before translating, so their first render
 * is in Chinese without waiting; an app that translates `ui:` keys itself calls it before that.
 */
export function registerUiStrings(): void {
  if (registered) return;
  registered = true;
  addUiStrings(DEFAULT_LOCALE, zh);
}

/**
 * The library's strings in the current language, for its components (`useUiTranslation('ui')`,
 * the namespace named as `useTranslation` had it). The sign-in form's components use
 * `useBootTranslation`, which does not bundle the other components' Chinese.
 */
export function useUiTranslation(_namespace?: 'ui'): { t: UiTranslate; locale: Locale } {
  registerUiStrings();
  return useBootTranslation();
}

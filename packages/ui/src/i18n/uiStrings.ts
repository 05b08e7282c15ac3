import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, i18n, UI_NAMESPACE } from './index';
import { zh } from './locales/zh';

let registered = false;

/**
 * Adds all of the library's Chinese strings (the bundled ones are only the sign-in form's). The
 * components that show the others call it as they render, before translating, so their first render
 * is in Chinese without waiting; an app that translates `ui:` keys itself calls it before that.
 */
export function registerUiStrings(): void {
  if (registered) return;
  registered = true;
  i18n.addResourceBundle(DEFAULT_LOCALE, UI_NAMESPACE, zh, true, true);
}

/** `useTranslation` of the components beyond the sign-in form's: their strings first. */
export const useUiTranslation: typeof useTranslation = (...args) => {
  registerUiStrings();
  return useTranslation(...args);
};

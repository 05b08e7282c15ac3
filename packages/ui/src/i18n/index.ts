import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { zh } from './locales/zh';

export type Locale = 'zh' | 'en';
export const locales: readonly Locale[] = ['zh', 'en'];
export const DEFAULT_LOCALE: Locale = 'zh';
/** Namespace of the library's own strings; apps add theirs with `i18n.addResourceBundle`. */
export const UI_NAMESPACE = 'ui';

export function isLocale(value: unknown): value is Locale {
  return value === 'zh' || value === 'en';
}

/** The `lang` attribute value for a locale (BCP 47; `zh-CN` picks Simplified Chinese glyphs). */
export function htmlLang(locale: Locale): string {
  return locale === 'zh' ? 'zh-CN' : 'en';
}

/** The locale the boot script put on `<html lang>`, so the first render already matches it. */
function documentLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  return document.documentElement.lang.toLowerCase().startsWith('en') ? 'en' : DEFAULT_LOCALE;
}

/**
 * The one i18next instance of the product (a dedicated instance, not the global default, so the
 * library never fights an app's own `i18next.init`). Initialised synchronously: the resources are
 * bundled, and a synchronous init means the first render is already translated.
 */
export const i18n = createInstance();

void i18n.use(initReactI18next).init({
  lng: documentLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...locales],
  ns: [UI_NAMESPACE],
  defaultNS: UI_NAMESPACE,
  resources: { zh: { [UI_NAMESPACE]: zh }, en: { [UI_NAMESPACE]: en } },
  initAsync: false,
  // React escapes text already.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Changes the language of every translated component and the `lang` of `<html>`. */
export async function setLocale(locale: Locale): Promise<void> {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

export function getLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export type { UiMessages } from './locales/zh';
export { en, zh };

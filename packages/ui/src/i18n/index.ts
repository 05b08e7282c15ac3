import { createInstance, type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zhBoot } from './locales/zhBoot';

export type Locale = 'zh' | 'en';
export const locales: readonly Locale[] = ['zh', 'en'];
export const DEFAULT_LOCALE: Locale = 'zh';
/** Namespace of the library's own strings; apps add theirs with `registerStrings`. */
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
 * library never fights an app's own `i18next.init`). Initialised synchronously with the default
 * language's strings, which are bundled: a page in Chinese renders translated at once. Another
 * language's strings are loaded by `loadLocale` (which `setLocale` awaits), so a page never
 * downloads the language it does not show.
 */
export const i18n: I18nInstance = createInstance();

void i18n.use(initReactI18next).init({
  lng: documentLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...locales],
  ns: [UI_NAMESPACE],
  defaultNS: UI_NAMESPACE,
  // Added by `registerStrings` below (and by the apps): synchronously for the bundled language.
  resources: {},
  initAsync: false,
  // React escapes text already.
  interpolation: { escapeValue: false },
  // An empty string is a translation ("Go to [ ]" has no suffix in English), not a gap to fill
  // from Chinese.
  returnEmptyString: true,
  returnNull: false,
});

/**
 * A label as a word inside an English sentence ("Enter the {{label, inSentence}}" → "Enter the
 * account"): labels are written capitalised for headings and form labels, so the first letter is
 * lowered, unless the first word is an acronym or a name with inner capitals (ID, IP, WeChat).
 */
export function inSentence(label: string): string {
  const firstWord = label.split(' ')[0] ?? '';
  if (!/^[A-Z]/.test(firstWord) || /[A-Z]/.test(firstWord.slice(1))) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}
i18n.services.formatter?.add('inSentence', (value) => inSentence(String(value ?? '')));

/** A namespace's strings in one language. */
export type NamespaceStrings = Record<string, unknown>;
/** Strings given as is (bundled) or as a loader called the first time the language is needed. */
export type LocaleStrings = NamespaceStrings | StringsLoader;
type StringsLoader = () => Promise<NamespaceStrings>;

/** Loaders not run yet, by language, each with its namespace. */
const pending = new Map<Locale, Map<StringsLoader, string>>(locales.map((locale) => [locale, new Map()]));

/**
 * Adds strings to a namespace in every language, deep-merged with what the namespace already has
 * (so an app may register its strings in parts, e.g. the sign-in page's first and the signed-in
 * pages' with their chunk). Strings given as an object are added at once; a loader
 * (`() => import(…)`, kept in a constant so registering again adds nothing) runs the first time
 * `loadLocale` asks for its language, so an app bundles only the default language. Await
 * `loadLocale(getLocale())` after registering and before rendering, so a page opened in another
 * language shows it at once.
 */
export function registerStrings(namespace: string, strings: Record<Locale, LocaleStrings>): void {
  for (const locale of locales) {
    const given = strings[locale];
    if (typeof given === 'function') pending.get(locale)?.set(given, namespace);
    else i18n.addResourceBundle(locale, namespace, given, true, true);
  }
}

const loadEn = () => import('./locales/en').then((module) => module.en);
// Only the sign-in form's Chinese strings here: the other components add the rest as they render
// (`registerUiStrings`), so a page of a few fields does not carry them. English comes whole.
registerStrings(UI_NAMESPACE, { zh: zhBoot, en: loadEn });

/** True when every string registered for `locale` is in. */
export function isLocaleLoaded(locale: Locale): boolean {
  return !pending.get(locale)?.size;
}

/**
 * Loads the strings of `locale` that were registered as loaders and are not in yet. Call it before
 * the first render when the stored language is not the default one; `setLocale` calls it itself.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  const waiting = pending.get(locale);
  if (!waiting?.size) return;
  await Promise.all(
    [...waiting].map(async ([load, namespace]) => {
      i18n.addResourceBundle(locale, namespace, await load(), true, true);
      waiting.delete(load);
    }),
  );
}

/** The language of the latest `setLocale` call. */
let requestedLocale: Locale | undefined;

/**
 * Changes the language of every translated component and the `lang` of `<html>`. The language's
 * strings are loaded first, so the switch shows complete text in one step.
 */
export async function setLocale(locale: Locale): Promise<void> {
  requestedLocale = locale;
  const stringsArrive = !isLocaleLoaded(locale);
  if (stringsArrive) await loadLocale(locale);
  // Switched again while this language loaded: the last choice wins.
  if (requestedLocale !== locale) return;
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(locale);
  // A page that already says `lang="en"` starts i18next in English before the English strings are
  // in, so components first show the Chinese fallback; once they arrive, announce the language
  // again (react-i18next re-renders on `languageChanged`, not on added strings).
  if (i18n.language !== locale || stringsArrive) await i18n.changeLanguage(locale);
}

export function getLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export type { UiMessages } from './locales/zh';

// The i18next instance of `@blade-console/ui/i18n` and what registers and loads strings in it.
import { createInstance, type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  addBeforeLocaleSwitch,
  announceStrings,
  DEFAULT_LOCALE,
  getLocale,
  inSentence,
  isUiLocaleLoaded,
  type Locale,
  loadUiLocale,
  locales,
  onUiStringsAdded,
  subscribeLocale,
  translateOtherNamespacesWith,
} from './locale';

/** Namespace of the library's own strings; apps add theirs with `registerStrings`. */
export const UI_NAMESPACE = 'ui';

/**
 * The one i18next instance of the product (a dedicated instance, not the global default, so the
 * library never fights an app's own `i18next.init`). Initialised synchronously in the current
 * language; another language's strings are loaded by `loadLocale` (which `setLocale` awaits).
 */
export const i18n: I18nInstance = createInstance();

void i18n.use(initReactI18next).init({
  lng: getLocale(),
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
i18n.services.formatter?.add('inSentence', (value) => inSentence(String(value ?? '')));

// The strings of ui's own store, those in now and those added later (deep-merged): the library's
// in namespace `ui`, an app's from `registerBootStrings` in theirs.
onUiStringsAdded((locale, messages, namespace) =>
  i18n.addResourceBundle(locale, namespace, messages, true, true),
);
// The language follows `setLocale` (the components re-render on the same change; react-i18next's
// on `languageChanged`).
subscribeLocale(() => {
  if (i18n.language !== getLocale()) void i18n.changeLanguage(getLocale());
});
// The library's components show the apps' keys (a column label `console:param.name`) through it.
translateOtherNamespacesWith((locale, key, values) =>
  i18n.exists(key, { lng: locale }) ? i18n.t(key, { ...values, lng: locale }) : undefined,
);

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

/** True when every string registered for `locale`, the library's included, is in. */
export function isLocaleLoaded(locale: Locale): boolean {
  return !pending.get(locale)?.size && isUiLocaleLoaded(locale);
}

/**
 * Loads the strings of `locale` that were registered as loaders and are not in yet, the library's
 * included. Call it before the first render when the stored language is not the default one;
 * `setLocale` calls it itself.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  const waiting = pending.get(locale);
  const arriving = Boolean(waiting?.size);
  await Promise.all([
    loadUiLocale(locale),
    ...[...(waiting ?? [])].map(async ([load, namespace]) => {
      i18n.addResourceBundle(locale, namespace, await load(), true, true);
      waiting?.delete(load);
    }),
  ]);
  // Strings registered while these loaded (a page's chunk arriving during a language switch, whose
  // own load asked for the language still shown): theirs too, or they would wait for that page.
  if (waiting?.size) return loadLocale(locale);
  if (!arriving) return;
  // The components already showing this language re-render with the apps' strings (react-i18next
  // re-renders on `languageChanged`, not on added strings).
  if (locale === getLocale()) {
    announceStrings();
    await i18n.changeLanguage(locale);
  }
}
addBeforeLocaleSwitch(loadLocale);

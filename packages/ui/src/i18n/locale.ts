import { zhBoot } from './locales/zhBoot';

/**
 * The library's own language state and strings, without i18next: the components translate through
 * this module (`useUiTranslation`), so an app that uses them and not i18next for its own strings
 * never downloads i18next (about 20 KB gzip, a third of a table page's library weight). The i18next
 * instance the apps translate their own strings with (`@blade-console/ui/i18n`) follows the language
 * set here, so a product keeps one language switch.
 */

export type Locale = 'zh' | 'en';
export const locales: readonly Locale[] = ['zh', 'en'];
export const DEFAULT_LOCALE: Locale = 'zh';

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

/** A language's strings: nested objects whose leaves are the texts, read by dotted keys. */
export type Messages = { [key: string]: string | Messages };

/** The namespace of the library's own strings (`ui:crud.total`, or `crud.total` without one). */
const UI = 'ui';

/**
 * Strings by namespace and language: the library's (`ui`) and those an app registers with
 * `registerBootStrings`. Chinese of `ui` starts with the sign-in form's (the rest are added by
 * `registerUiStrings` as the components that show them render); English is a chunk, loaded the
 * first time it is needed, so a page never downloads the language it does not show.
 */
const strings = new Map<string, Record<Locale, Messages>>([[UI, { zh: structuredClone(zhBoot), en: {} }]]);

/** A loader of one namespace's strings in one language (`() => import(…)`). */
export type MessagesLoader = () => Promise<Messages>;
/** Loaders not run yet, by language, each with its namespace. */
const loaders: Record<Locale, Map<MessagesLoader, string>> = {
  zh: new Map(),
  en: new Map([[() => import('./locales/en').then((module) => module.en), UI]]),
};
/** Loaders that ran: registering one again (a constant, re-registered) adds nothing. */
const loaded = new WeakSet<MessagesLoader>();

/** What components re-render on: replaced whenever the language or the strings change. */
export interface LocaleState {
  readonly locale: Locale;
}
let state: LocaleState = { locale: documentLocale() };
const listeners = new Set<() => void>();

function publish(locale: Locale): void {
  state = { locale };
  for (const listener of listeners) listener();
}

/** Re-renders the translated components: strings they may show (an app's) have arrived. */
export function announceStrings(): void {
  publish(state.locale);
}

/** Calls `listener` after every change of the language or of the library's strings. */
export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLocaleState(): LocaleState {
  return state;
}

export function getLocale(): Locale {
  return state.locale;
}

function mergeInto(target: Messages, source: Messages): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') mergeInto(existing, value);
    else target[key] = typeof value === 'object' ? structuredClone(value) : value;
  }
}

type StringsListener = (locale: Locale, messages: Messages, namespace: string) => void;
const stringsListeners = new Set<StringsListener>();
/**
 * Calls `listener` with every namespace's strings in now, then with those each later addition
 * brings: the i18next mirror (`@blade-console/ui/i18n`) keeps its copy with it, so strings
 * registered here once are in i18next too, whichever of the two came first.
 */
export function onUiStringsAdded(listener: StringsListener): void {
  stringsListeners.add(listener);
  for (const [namespace, byLocale] of strings)
    for (const locale of locales) listener(locale, byLocale[locale], namespace);
}

/** Adds strings to a namespace (the library's own unless named) in one language (deep-merged). */
export function addUiStrings(locale: Locale, messages: Messages, namespace: string = UI): void {
  let byLocale = strings.get(namespace);
  if (!byLocale) {
    byLocale = { zh: {}, en: {} };
    strings.set(namespace, byLocale);
  }
  mergeInto(byLocale[locale], messages);
  for (const listener of stringsListeners) listener(locale, messages, namespace);
}

/** A namespace's strings given as is (bundled) or as a loader run when the language is first needed. */
export type BootStrings = Messages | MessagesLoader;

/**
 * Registers an app's strings of `namespace` with the library's own store, so its components
 * translate them without i18next (`useBootTranslation(namespace)`): for the pages that must load
 * light (a sign-in page). Chinese is usually given as is, English as a loader (`() => import(…)`,
 * kept in a constant): `setLocale` and `loadUiLocale` run it the first time English is needed.
 * With `@blade-console/ui/i18n` loaded, the same strings are in its i18next instance too (one
 * registration), so `useTranslation(namespace)` reads them. Register before the first render.
 */
export function registerBootStrings(namespace: string, byLocale: Record<Locale, BootStrings>): void {
  for (const locale of locales) {
    const given = byLocale[locale];
    if (typeof given !== 'function') addUiStrings(locale, given, namespace);
    else if (!loaded.has(given)) loaders[locale].set(given, namespace);
  }
}

/** True when the strings of `locale` this store was given (the library's and registered ones) are in. */
export function isUiLocaleLoaded(locale: Locale): boolean {
  return loaders[locale].size === 0;
}

const loading = new Map<Locale, Promise<void>>();

/**
 * Loads the strings of `locale` this store was given as loaders and has not loaded, the library's
 * and those of `registerBootStrings`; the components re-render with them.
 */
export function loadUiLocale(locale: Locale): Promise<void> {
  const waiting = loaders[locale];
  if (!waiting.size) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    const load = async ([loader, namespace]: [MessagesLoader, string]) => {
      const messages = await loader();
      addUiStrings(locale, messages, namespace);
      waiting.delete(loader);
      loaded.add(loader);
    };
    pending = Promise.all([...waiting].map(load))
      .finally(() => loading.delete(locale))
      .then(() => {
        publish(state.locale);
        // Registered while these loaded: those too.
        return loadUiLocale(locale);
      });
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * Work a language switch waits for besides the library's strings: the i18next mirror registers its
 * loader of the apps' strings here, so a switch shows complete text in one step.
 */
const beforeSwitch = new Set<(locale: Locale) => Promise<void>>();
export function addBeforeLocaleSwitch(prepare: (locale: Locale) => Promise<void>): void {
  beforeSwitch.add(prepare);
}

/** The language of the latest `setLocale` call. */
let requestedLocale: Locale | undefined;

/**
 * Changes the language of every translated component and the `lang` of `<html>`. The language's
 * strings are loaded first, so the switch shows complete text in one step.
 */
export async function setLocale(locale: Locale): Promise<void> {
  requestedLocale = locale;
  await Promise.all([loadUiLocale(locale), ...[...beforeSwitch].map((prepare) => prepare(locale))]);
  // Switched again while this language loaded: the last choice wins.
  if (requestedLocale !== locale) return;
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(locale);
  if (state.locale !== locale) publish(locale);
}

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

/** Values put into a text: `{{name}}`, or `{{name, inSentence}}`; `defaultValue` for a missing key. */
export type TranslateValues = { defaultValue?: string } & Record<string, unknown>;

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * How keys of other namespaces (`console:param.name`, e.g. a column label an app gives) are
 * translated: by the apps' i18next instance once `@blade-console/ui/i18n` is loaded; `undefined`
 * when the key is not there.
 */
type OtherNamespaces = (locale: Locale, key: string, values?: TranslateValues) => string | undefined;
let otherNamespaces: OtherNamespaces = () => undefined;
export function translateOtherNamespacesWith(translator: OtherNamespaces): void {
  otherNamespaces = translator;
}

/** The store's text of `key` (`ui:crud.total`, `crud.total`, `console:login.heading`), Chinese if `locale` has none. */
function storedText(locale: Locale, key: string): string | undefined {
  const colon = key.indexOf(':');
  const byLocale = strings.get(colon < 0 ? UI : key.slice(0, colon));
  if (!byLocale) return undefined;
  const path = key.slice(colon + 1);
  return lookup(byLocale[locale], path) ?? lookup(byLocale[DEFAULT_LOCALE], path);
}

/** True when `key` is a text of the store or, with `@blade-console/ui/i18n` loaded, of i18next. */
export function hasText(locale: Locale, key: string): boolean {
  return storedText(locale, key) !== undefined || otherNamespaces(locale, key) !== undefined;
}

/**
 * A text in `locale`, falling back to Chinese (the complete language), then to `defaultValue`, then
 * to the key, as i18next does. ui's strings use only plain `{{name}}` interpolation and the
 * `inSentence` format (no plurals, nesting or context, which would need i18next's resolver), so a
 * few lines do it; the small libraries that do it too (rosetta) have neither the fallback language
 * nor formats.
 */
export function translate(locale: Locale, key: string, values?: TranslateValues): string {
  const stored = storedText(locale, key);
  if (stored === undefined) {
    // i18next interpolates what it answers itself.
    const other = otherNamespaces(locale, key, values);
    if (other !== undefined) return other;
  }
  const text = stored ?? values?.defaultValue ?? key;
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (_, name: string, format?: string) => {
    const value = String(values[name] ?? '');
    return format === 'inSentence' ? inSentence(value) : value;
  });
}

import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useSyncExternalStore,
} from 'react';
import { getLocaleState, type Locale, subscribeLocale, type TranslateValues, translate } from './locale';

// Apart from `uiStrings.ts` (which imports all of the library's Chinese), so that the sign-in form's
// components, which translate through `useBootTranslation`, do not bring those strings to /login:
// a bundler puts a shared module in the entry chunk whole, whatever of it the entry uses.

/** Translates one of the library's keys (`'crud.total'`) in the current language. */
export type UiTranslate = (key: string, values?: TranslateValues) => string;

/** A language fixed for a subtree, over the one `setLocale` sets. */
const FixedLocale = createContext<Locale | undefined>(undefined);

/**
 * Renders its children's library strings in `locale`, whatever `setLocale` chose: for a server
 * that renders visitors of both languages at once (the language `setLocale` sets is one for the
 * whole process). Load both languages' strings first (`loadLocale` of `@blade-console/ui/i18n`).
 */
export function UiLocale({ locale, children }: { locale: Locale; children?: ReactNode }) {
  return createElement(FixedLocale.Provider, { value: locale }, children);
}

/** The current language; the component re-renders when it changes or its strings arrive. */
export function useLocale(): Locale {
  const state = useSyncExternalStore(subscribeLocale, getLocaleState, getLocaleState);
  return useContext(FixedLocale) ?? state.locale;
}

/**
 * `useUiTranslation` without the full Chinese strings: for the sign-in form's components, and for an
 * app's light pages. With `namespace`, a key without one is read there (`t('login.heading')` is
 * `console:login.heading`), as `useTranslation(namespace)` of react-i18next reads it: the strings of
 * `registerBootStrings`, else, once `@blade-console/ui/i18n` is loaded, i18next's.
 */
export function useBootTranslation(namespace?: string): { t: UiTranslate; locale: Locale } {
  const state = useSyncExternalStore(subscribeLocale, getLocaleState, getLocaleState);
  const locale = useContext(FixedLocale) ?? state.locale;
  // A new function whenever the language or the strings change, so memoised text follows them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `state` changes when strings arrive too.
  const t = useCallback<UiTranslate>(
    (key, values) => translate(locale, namespace && !key.includes(':') ? `${namespace}:${key}` : key, values),
    [locale, state, namespace],
  );
  return { t, locale };
}

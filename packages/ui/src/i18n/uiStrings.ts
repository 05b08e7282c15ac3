import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useSyncExternalStore,
} from 'react';
import {
  addUiStrings,
  DEFAULT_LOCALE,
  getLocaleState,
  type Locale,
  subscribeLocale,
  type TranslateValues,
  translate,
} from './locale';
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
  addUiStrings(DEFAULT_LOCALE, zh);
}

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
 * The library's strings in the current language, for its components (`useUiTranslation('ui')`,
 * the namespace named as `useTranslation` had it). The sign-in form's components use
 * `useBootTranslation`, which does not bundle the other components' Chinese.
 */
export function useUiTranslation(_namespace?: 'ui'): { t: UiTranslate; locale: Locale } {
  registerUiStrings();
  return useBootTranslation();
}

/** `useUiTranslation` without the full Chinese strings: for the sign-in form's components only. */
export function useBootTranslation(): { t: UiTranslate; locale: Locale } {
  const state = useSyncExternalStore(subscribeLocale, getLocaleState, getLocaleState);
  const locale = useContext(FixedLocale) ?? state.locale;
  // A new function whenever the language or the strings change, so memoised text follows them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `state` changes when strings arrive too.
  const t = useCallback<UiTranslate>((key, values) => translate(locale, key, values), [locale, state]);
  return { t, locale };
}

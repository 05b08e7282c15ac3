import { useCallback, useSyncExternalStore } from 'react';
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

/** The current language; the component re-renders when it changes or its strings arrive. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocaleState, getLocaleState).locale;
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
  // A new function whenever the language or the strings change, so memoised text follows them.
  const t = useCallback<UiTranslate>((key, values) => translate(state.locale, key, values), [state]);
  return { t, locale: state.locale };
}

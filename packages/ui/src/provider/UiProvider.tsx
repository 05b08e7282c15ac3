import { type ReactNode, useLayoutEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '../components/Toast';
import { i18n, type Locale, setLocale } from '../i18n';
import { GlobalStyles } from '../theme/GlobalStyles';

export interface UiProviderProps {
  /** Language of the library's strings; omitted: keep the current one (boot script or `setLocale`). */
  locale?: Locale;
  /** Render the token sheet and base element styles (default true). */
  globalStyles?: boolean;
  /** Render the `<Toaster />` that shows `message.*` toasts (default true). */
  toaster?: boolean;
  children?: ReactNode;
}

/**
 * Root of every app: global styles (all themes' tokens, base typography, focus ring) and the i18n
 * context. It deliberately holds no theme state: themes and the accent are switched with
 * `applyTheme`/`applyAccent`, which touch only `<html>`, so a switch re-renders nothing.
 */
export function UiProvider({ locale, globalStyles = true, toaster = true, children }: UiProviderProps) {
  // Layout effect: a changed language re-renders translated text before the browser paints.
  useLayoutEffect(() => {
    if (locale) void setLocale(locale);
  }, [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      {globalStyles ? <GlobalStyles /> : null}
      {children}
      {toaster ? <Toaster /> : null}
    </I18nextProvider>
  );
}

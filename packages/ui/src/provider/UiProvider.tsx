import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, type Locale, setLocale } from '../i18n';
import { GlobalStyles } from '../theme/GlobalStyles';

export interface UiProviderProps {
  /** Language of the library's strings; omitted: keep the current one (boot script or `setLocale`). */
  locale?: Locale;
  /** Render the token sheet and base element styles (default true). */
  globalStyles?: boolean;
  children?: ReactNode;
}

/**
 * Root of every app: global styles (all themes' tokens, base typography, focus ring) and the i18n
 * context. It deliberately holds no theme state: themes and the accent are switched with
 * `applyTheme`/`applyAccent`, which touch only `<html>`, so a switch re-renders nothing.
 */
export function UiProvider({ locale, globalStyles = true, children }: UiProviderProps) {
  useEffect(() => {
    if (locale) void setLocale(locale);
  }, [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      {globalStyles ? <GlobalStyles /> : null}
      {children}
    </I18nextProvider>
  );
}

import { type ReactNode, useLayoutEffect } from 'react';
import { type Locale, setLocale } from '../i18n/locale';
import { GlobalStyles } from '../theme/GlobalStyles';
import { ToasterOnDemand } from './ToasterOnDemand';

export interface UiProviderProps {
  /** Language of the library's strings; omitted: keep the current one (boot script or `setLocale`). */
  locale?: Locale;
  /** Render the token sheet and base element styles (default true). */
  globalStyles?: boolean;
  /** Render the `<Toaster />` that shows `message.*` toasts, loaded with the first one (default true). */
  toaster?: boolean;
  children?: ReactNode;
}

/**
 * Root of every app: global styles (all themes' tokens, base typography, focus ring) and the
 * language of the library's strings (kept in a module, `i18n/locale.ts`, so no context is needed).
 * It deliberately holds no theme state: themes and the accent are switched with
 * `applyTheme`/`applyAccent`, which touch only `<html>`, so a switch re-renders nothing.
 */
export function UiProvider({ locale, globalStyles = true, toaster = true, children }: UiProviderProps) {
  // Layout effect: a changed language re-renders translated text before the browser paints.
  useLayoutEffect(() => {
    if (locale) void setLocale(locale);
  }, [locale]);
  return (
    <>
      {globalStyles ? <GlobalStyles /> : null}
      {children}
      {toaster ? <ToasterOnDemand /> : null}
    </>
  );
}

import { GlobalStyles } from '@blade-console/ui';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type SiteTheme, SiteThemeContext, type SiteThemeState } from './siteTheme';

/**
 * The site's root: the design system's global styles, the i18n instance of this page and, when the
 * site owns the page, its theme (`theme`: what `<html>` shows, so the theme switch marks it). The
 * browser passes the product's one instance; the server a copy per request in the visitor's
 * language, so two visitors rendered at the same time never see each other's language.
 */
export function SiteProviders({
  i18n,
  theme,
  children,
}: {
  i18n: I18n;
  theme?: SiteTheme;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(theme);
  const state = useMemo<SiteThemeState | null>(
    () => (shown ? { theme: shown, choose: setShown } : null),
    [shown],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <SiteThemeContext.Provider value={state}>
        <GlobalStyles />
        {children}
      </SiteThemeContext.Provider>
    </I18nextProvider>
  );
}

import { GlobalStyles } from '@blade-console/ui';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

/**
 * The site's root: the design system's global styles and the i18n instance of this page. The
 * browser passes the product's one instance; the server a copy per request in the visitor's
 * language, so two visitors rendered at the same time never see each other's language.
 */
export function SiteProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <GlobalStyles />
      {children}
    </I18nextProvider>
  );
}

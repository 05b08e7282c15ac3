import { BaseStyles, htmlLang, type Locale, loadUiLocale, UiLocale } from '@blade-console/ui';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { registerConsoleStrings } from '../i18n';
import { Login } from '../pages/Login';
import { SignInNavigationProvider } from '../pages/Login/navigation';

/** /login with no query: the page is only rendered, never used, here. */
const AT_LOGIN = { search: '', navigate: () => {} };

/** The sign-in page as the app first renders it, in one language: its markup and its CSS. */
export interface PrerenderedPage {
  lang: Locale;
  htmlLang: string;
  html: string;
  /** The styled-components CSS of exactly this markup (the base styles; index.html has the tokens). */
  css: string;
}

/**
 * Renders `/login` at build time (`vite build --ssr`, run by `scripts/prerender-login.mjs`), so the
 * server's `login.html` paints the real form before any script arrives; the app then renders the
 * same page over it. Both languages: the boot script picks one before the first paint.
 */
export async function prerenderLogin(): Promise<PrerenderedPage[]> {
  registerConsoleStrings();
  await Promise.all([loadUiLocale('zh'), loadUiLocale('en')]);
  const pages: PrerenderedPage[] = [];
  for (const lang of ['zh', 'en'] as const) {
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          // The sign-in page's strings (the console's and the library's) in this language: both are
          // in ui's store, which the form translates with.
          <UiLocale locale={lang}>
            <BaseStyles />
            <SignInNavigationProvider value={AT_LOGIN}>
              <Login />
            </SignInNavigationProvider>
          </UiLocale>,
        ),
      );
      const css = sheet
        .getStyleElement()
        .map((element) =>
          String(
            (element.props as { dangerouslySetInnerHTML?: { __html?: string } }).dangerouslySetInnerHTML
              ?.__html ?? '',
          ),
        )
        .join('\n');
      pages.push({ lang, htmlLang: htmlLang(lang), html, css });
    } finally {
      sheet.seal();
    }
  }
  return pages;
}

import type { SiteRenderInput, SiteRenderOutput } from '@blade-console/blade-client/types';
import { htmlLang, UiLocale } from '@blade-console/ui';
import { i18n, loadLocale } from '@blade-console/ui/i18n';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
} from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { hydrationScript } from './app/hydrationData';
import { SiteProviders } from './app/SiteProviders';
import type { SiteLoadContext } from './data/context';
import { headTags } from './head/headTags';
import { canonicalUrl, pageHead, type SitePage } from './head/pageHead';
import { registerSiteStrings } from './i18n';
import { type SiteRouteHandle, siteRoutes } from './routes';

/** The first error of the page's loaders that is not a deliberate answer (such as a 404). */
function unexpectedError(errors: Record<string, unknown> | null): unknown {
  return Object.values(errors ?? {}).find((error) => !isRouteErrorResponse(error));
}

registerSiteStrings();
const handler = createStaticHandler(siteRoutes);
// The server renders both languages: all strings are loaded once, before the first page.
let stringsReady: Promise<unknown> | undefined;

/**
 * Renders a page of the site with its data (React Router's data APIs: the route loaders run here
 * with the in-process reads) and collects the styled-components CSS of exactly that page.
 */
export async function render({
  url,
  origin,
  lang,
  theme = 'auto',
  reads,
}: SiteRenderInput): Promise<SiteRenderOutput> {
  stringsReady ??= Promise.all([loadLocale('zh'), loadLocale('en')]);
  await stringsReady;
  const address = new URL(url, origin);
  const requestContext: SiteLoadContext = { siteReads: reads, lang };
  const context = await handler.query(new Request(address), { requestContext });
  if (context instanceof Response) {
    return {
      status: context.status,
      redirect: context.headers.get('Location') ?? '/Home',
      htmlLang: htmlLang(lang),
      head: '',
      html: '',
      data: '',
    };
  }

  const t = i18n.cloneInstance({ lng: lang, initAsync: false });
  await t.changeLanguage(lang);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        // The library's own strings in the visitor's language too (they do not read `t`).
        <UiLocale locale={lang}>
          <SiteProviders i18n={t} theme={theme}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </SiteProviders>
        </UiLocale>,
      ),
    );
    const last = context.matches[context.matches.length - 1];
    const page = context.errors ? undefined : (last?.route.handle as SiteRouteHandle | undefined)?.page;
    const data = last ? context.loaderData[last.route.id] : undefined;
    const head = pageHead(page as SitePage | undefined, data, t.t);
    return {
      status: context.statusCode,
      htmlLang: htmlLang(lang),
      head: `${headTags(head, canonicalUrl(page, address), lang)}\n    ${sheet.getStyleTags()}`,
      html,
      data: hydrationScript(context),
      error: unexpectedError(context.errors),
    };
  } finally {
    sheet.seal();
  }
}

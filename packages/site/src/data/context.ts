import type { SiteLang, SiteReads } from '@blade-console/blade-client/types';

/** The cookie holding the visitor's language choice; the server reads it to render in it. */
export const SITE_LANG_COOKIE = 'site_lang';

/**
 * What the server hands the route loaders when it renders a page: the public reads of the site's
 * tenant, called in process, and the language of the page. In the browser there is none, and the
 * loaders use the SDK (`browserReads`) and the page's current language instead.
 */
export interface SiteLoadContext {
  siteReads: SiteReads;
  lang: SiteLang;
}

export function isSiteLoadContext(value: unknown): value is SiteLoadContext {
  return (
    typeof value === 'object' &&
    value !== null &&
    'siteReads' in value &&
    'lang' in value &&
    (value.lang === 'zh' || value.lang === 'en')
  );
}

/** `zh` or `en` from any value (a query parameter, a cookie); undefined for anything else. */
export function siteLangOf(value: unknown): SiteLang | undefined {
  return value === 'zh' || value === 'en' ? value : undefined;
}

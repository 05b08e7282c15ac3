import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type UIMatch, useMatches } from 'react-router-dom';
import { pageHead } from './pageHead';
import type { SiteRouteHandle } from './siteRouteHandle';

/** The deepest matched route that is a site page, with its data. */
function currentPage(matches: UIMatch[]) {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = match?.handle as Partial<SiteRouteHandle> | undefined;
    if (handle?.page) return { page: handle.page, data: match?.data };
  }
  return undefined;
}

/**
 * Keeps `<title>` and the meta description in step with client-side navigation. The server wrote
 * them for the first page (with canonical and Open Graph tags, which only crawlers read).
 */
export function useDocumentHead(): void {
  const matches = useMatches();
  const { t } = useTranslation();
  const page = currentPage(matches);
  const head = pageHead(page?.page, page?.data, t);
  useEffect(() => {
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  }, [head.title, head.description]);
}

import type { SiteNewsArticle } from '@blade-console/blade-client/types';
import type { TFunction } from 'i18next';

/** The pages of SPEC §2, as route handles name them (`handle.page`). */
export type SitePage = 'home' | 'order' | 'service' | 'news' | 'newsItem' | 'about' | 'join';

/** What a page tells search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Open Graph type: an article for a news item, a website otherwise. */
  type: 'website' | 'article';
  /** Picture of a link preview (an article's cover), as stored (absolute or site-relative). */
  image?: string;
  publishedTime?: string;
}

const META_KEYS: Record<Exclude<SitePage, 'newsItem'>, string> = {
  home: 'home',
  order: 'order',
  service: 'service',
  news: 'news',
  about: 'about',
  join: 'join',
};

/** An article's description: its summary, else the start of its text without tags. */
function articleDescription(article: SiteNewsArticle): string {
  if (article.summary) return article.summary;
  const text = article.content
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 150 ? `${text.slice(0, 150)}…` : text;
}

/**
 * Title, description and preview of a page, from its strings and, for an article, its data. `page`
 * undefined (or an article that did not load) is the not-found page. The server writes these into
 * `<head>`; in the browser `useDocumentHead` keeps the title and description in step on navigation.
 */
export function pageHead(page: SitePage | undefined, data: unknown, t: TFunction): PageHead {
  const brand = t('site:brand');
  if (page === 'newsItem' && data && typeof data === 'object' && 'content' in data) {
    const article = data as SiteNewsArticle;
    return {
      title: `${article.title} · ${brand}`,
      description: articleDescription(article),
      type: 'article',
      image: article.cover || undefined,
      publishedTime: article.publishTime || undefined,
    };
  }
  if (!page || page === 'newsItem') {
    return {
      title: `${t('site:meta.notFound.title')} · ${brand}`,
      description: t('site:meta.notFound.description'),
      type: 'website',
    };
  }
  const key = META_KEYS[page];
  const title = t(`site:meta.${key}.title`);
  return {
    // The home page's title already carries the brand.
    title: page === 'home' ? title : `${title} · ${brand}`,
    description: t(`site:meta.${key}.description`),
    type: 'website',
  };
}

/** The query parameters that make a page different content (kept in its canonical address). */
const CANONICAL_PARAMS: Partial<Record<SitePage, readonly string[]>> = {
  news: ['category', 'page'],
  newsItem: ['id'],
};

/** The page's canonical address: its path and only the parameters that choose its content. */
export function canonicalUrl(page: SitePage | undefined, url: URL): string {
  const kept = new URLSearchParams();
  for (const name of (page && CANONICAL_PARAMS[page]) ?? []) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

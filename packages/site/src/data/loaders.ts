import type {
  SiteAbout,
  SiteHome,
  SiteLang,
  SiteNewsArticle,
  SiteNewsPage,
  SiteReads,
  SiteRegion,
  SiteService,
} from '@blade-console/blade-client/types';
import { getLocale } from '@blade-console/ui';
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { browserReads } from './browserReads';
import { isSiteLoadContext } from './context';

/** News items per page of /news. */
export const NEWS_PAGE_SIZE = 9;

/** The reads and language of this load: the server's in process, or the SDK and the page's language. */
function source(context: unknown): { reads: SiteReads; lang: SiteLang } {
  if (isSiteLoadContext(context)) return { reads: context.siteReads, lang: context.lang };
  return { reads: browserReads, lang: getLocale() };
}

/**
 * A whole number from 1 to `max` from a query parameter, else undefined: an address is typed by
 * anyone, and `?page=1e300` must be a page that does not exist, not a failing query.
 */
function positive(value: string | null, max: number): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 && n <= max ? n : undefined;
}

/** The public API's own bounds of a news list (server `services/website/public.ts`). */
const MAX_PAGE = 100_000;
const MAX_CATEGORY = 99;

export interface NewsListData {
  page: SiteNewsPage;
  category: number | undefined;
}
export interface OrderData {
  provinces: SiteRegion[];
}

/*
 * The route loaders: each page's data, fetched before it renders (on the server for the first
 * page, by the SDK for later navigation). A missing article is a 404 the error route shows.
 */
export const loadHome = ({ context }: LoaderFunctionArgs): Promise<SiteHome> => {
  const { reads, lang } = source(context);
  return reads.home(lang);
};

export const loadServices = ({ context }: LoaderFunctionArgs): Promise<SiteService[]> => {
  const { reads, lang } = source(context);
  return reads.services(lang);
};

export const loadAbout = ({ context }: LoaderFunctionArgs): Promise<SiteAbout> => {
  const { reads, lang } = source(context);
  return reads.about(lang);
};

export const loadNews = async ({ context, request }: LoaderFunctionArgs): Promise<NewsListData> => {
  const { reads, lang } = source(context);
  const params = new URL(request.url).searchParams;
  const category = positive(params.get('category'), MAX_CATEGORY);
  const page = await reads.news({
    lang,
    current: positive(params.get('page'), MAX_PAGE) ?? 1,
    size: NEWS_PAGE_SIZE,
    category,
  });
  return { page, category };
};

export const loadArticle = async ({ context, request }: LoaderFunctionArgs): Promise<SiteNewsArticle> => {
  const { reads } = source(context);
  const id = new URL(request.url).searchParams.get('id') ?? '';
  const article = /^\d{1,19}$/.test(id) ? await reads.newsDetail(id) : undefined;
  if (!article) throw data({ notFound: true }, { status: 404 });
  return article;
};

export const loadOrder = async ({ context }: LoaderFunctionArgs): Promise<OrderData> => {
  const { reads } = source(context);
  return { provinces: await reads.regions() };
};

import type { Page } from './envelope';

/**
 * What the public website reads (`/blade-website/public/*`, issue 13): only what a visitor may see,
 * of the tenant the site's address belongs to. No audit columns, user ids or sync fields: a public
 * answer never carries more than the page shows. Ids are strings, dates `yyyy-MM-dd HH:mm:ss`.
 */

/** The languages content is written in (dict `site_lang`). */
export type SiteLang = 'zh' | 'en';

/** A home-page slide. */
export interface SiteSlide {
  id: string;
  title: string;
  imageUrl: string;
  linkUrl: string;
}

/** A service the group sells; `content` is sanitised HTML. */
export interface SiteService {
  id: string;
  name: string;
  icon: string;
  summary: string;
  content: string;
}

/** A published news item as lists show it. `category` is a key of dict `news_category`. */
export interface SiteNewsSummary {
  id: string;
  title: string;
  category: number;
  cover: string;
  summary: string;
  author: string;
  publishTime: string;
}

/** A published article; `content` is sanitised HTML. */
export interface SiteNewsArticle extends SiteNewsSummary {
  lang: SiteLang;
  content: string;
}

/** A milestone of the development path. */
export interface SiteMilestone {
  id: string;
  year: number;
  title: string;
  content: string;
  image: string;
}

/** A published activity of the group's people; `content` is sanitised HTML. */
export interface SiteActivity {
  id: string;
  title: string;
  cover: string;
  activityDate: string;
  location: string;
  summary: string;
  content: string;
}

/** A way to reach the group. `type` is a key of dict `contact_type`. */
export interface SiteContact {
  id: string;
  name: string;
  type: number;
  phone: string;
  email: string;
  address: string;
  workHours: string;
}

/** Everything the home page shows, in one answer. */
export interface SiteHome {
  slides: SiteSlide[];
  services: SiteService[];
  /** The three latest published articles. */
  news: SiteNewsSummary[];
  milestones: SiteMilestone[];
  contacts: SiteContact[];
}

/** The about-us page: development path, activities, contacts. */
export interface SiteAbout {
  milestones: SiteMilestone[];
  activities: SiteActivity[];
  contacts: SiteContact[];
}

/** One level of the region tree, for the order form's province → city → district selects. */
export interface SiteRegion {
  code: string;
  name: string;
  hasChildren: boolean;
}

/** A page of the news list. */
export interface SiteNewsQuery {
  lang?: SiteLang;
  /** 1-based page number (default 1). */
  current?: number;
  /** Items per page (default 9, at most 50). */
  size?: number;
  /** A key of dict `news_category`; omitted: every category. */
  category?: number;
}

export type SiteNewsPage = Page<SiteNewsSummary>;

/**
 * The public reads as functions: the SDK's `client.site` implements it over HTTP, the reference
 * server in process (its server-side rendering calls the same loaders as its routes).
 */
export interface SiteReads {
  home(lang: SiteLang): Promise<SiteHome>;
  news(query: SiteNewsQuery): Promise<SiteNewsPage>;
  /** The article, or `undefined` when it does not exist or is not published. */
  newsDetail(id: string): Promise<SiteNewsArticle | undefined>;
  services(lang: SiteLang): Promise<SiteService[]>;
  about(lang: SiteLang): Promise<SiteAbout>;
  /** The children of `parentCode` (omitted: the provinces). */
  regions(parentCode?: string): Promise<SiteRegion[]>;
}

/**
 * The functions that turn a stored row into these shapes (blade-schema's `siteViews`, shared by the
 * server and the mocks): typed here, so a change of either side that breaks the wire fails to compile.
 */
export interface SiteViews {
  slide(row: Record<string, unknown>): SiteSlide;
  service(row: Record<string, unknown>): SiteService;
  newsSummary(row: Record<string, unknown>): SiteNewsSummary;
  milestone(row: Record<string, unknown>): SiteMilestone;
  activity(row: Record<string, unknown>): SiteActivity;
  contact(row: Record<string, unknown>): SiteContact;
}

/** The visitor's choice of colours: the system's light or dark preference, or one of them for good. */
export type SiteTheme = 'auto' | 'light' | 'dark';

/**
 * The contract between the reference server and the site's server bundle (`entry-server.tsx`): what
 * the server asks for, a page address, where the site is served, the language and theme, the data.
 */
export interface SiteRenderInput {
  /** Path and query, e.g. `/newsItem?id=1`. */
  url: string;
  /** `http://host:port` the visitor used (canonical and preview addresses are absolute). */
  origin: string;
  lang: SiteLang;
  /** The visitor's theme choice (the server writes `<html>`'s attributes for it); `auto` by default. */
  theme?: SiteTheme;
  /** The public reads of the site's tenant, called in process. */
  reads: SiteReads;
}

/** A rendered page, in the parts the server puts into the built `index.html`. */
export interface SiteRenderOutput {
  /** HTTP status: 200, or 404 for an unknown article. */
  status: number;
  /** Set for a redirect (3xx). */
  redirect?: string;
  /** `<html lang>`. */
  htmlLang: string;
  /** `<title>`, description, canonical, Open Graph and the page's styles. */
  head: string;
  /** The markup inside `#root`. */
  html: string;
  /** The script with the page's data for hydration. */
  data: string;
  /** An unexpected error of a loader (the page shows a generic message; the server logs this). */
  error?: unknown;
}

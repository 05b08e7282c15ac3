import type {
  SiteAbout,
  SiteHome,
  SiteLang,
  SiteNewsArticle,
  SiteNewsPage,
  SiteNewsQuery,
  SiteReads,
  SiteRegion,
  SiteViews,
} from '@blade-console/blade-client/types';
import { PUBLISHED, siteText, siteViews } from '@blade-console/blade-schema';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/connection';
import { parseId } from '../../db/ids';
import {
  bladeCarousel,
  bladeContactResource,
  bladeDevelopPath,
  bladeEmployeeActivity,
  bladeNews,
  bladeProductService,
  bladeRegion,
} from '../../db/schema';
import { REGION_ROOT_CODE } from '../../db/seed/regions';
import { formatDateTime } from '../../http/wire-format';
import { sanitizeArticleHtml as sanitizeRichText } from './sanitize';

/** Page size of the news list when the caller names none, and the most it may ask for. */
export const NEWS_PAGE_SIZE = 9;
export const NEWS_MAX_PAGE_SIZE = 50;
/** How many articles the home page shows. */
export const HOME_NEWS_COUNT = 3;

/** The columns of a table built from a definition (`tableFor`), by field name. */
const columns = (table: PgTable) => table as unknown as Record<string, PgColumn>;

const text = siteText;
const id = (value: unknown): string => text(value);
const date = (value: unknown): string => (value instanceof Date ? formatDateTime(value) : text(value));

/** A row a visitor may see: the site's tenant, not deleted, enabled, in the language asked for. */
function liveRows(table: PgTable, tenantId: string, lang: SiteLang, ...more: SQL[]): SQL | undefined {
  const c = columns(table);
  return and(eq(c.tenantId!, tenantId), eq(c.isDeleted!, 0), eq(c.status!, 1), eq(c.lang!, lang), ...more);
}

/** Published content (news, employee activities): live and in publish state `PUBLISHED`. */
function publishedRows(table: PgTable, tenantId: string, lang: SiteLang, ...more: SQL[]) {
  return liveRows(table, tenantId, lang, eq(columns(table).publishStatus!, PUBLISHED), ...more);
}

/** Selects only the named fields: a public answer never reads a column it does not show. */
function pick(table: PgTable, fields: readonly string[]): Record<string, PgColumn> {
  const c = columns(table);
  return Object.fromEntries(fields.map((field) => [field, c[field]!]));
}

const SLIDE_FIELDS = ['id', 'title', 'imageUrl', 'linkUrl'] as const;
const SERVICE_FIELDS = ['id', 'name', 'icon', 'summary', 'content'] as const;
const NEWS_FIELDS = ['id', 'title', 'category', 'cover', 'summary', 'author', 'publishTime'] as const;
const MILESTONE_FIELDS = ['id', 'year', 'title', 'content', 'image'] as const;
const ACTIVITY_FIELDS = ['id', 'title', 'cover', 'activityDate', 'location', 'summary', 'content'] as const;
const CONTACT_FIELDS = ['id', 'name', 'type', 'phone', 'email', 'address', 'workHours'] as const;

/** The public views of the rows: the server's ids are bigints, its dates Dates, its HTML sanitised on the way out. */
const views: SiteViews = siteViews({ id, date, richText: (value) => sanitizeRichText(text(value)) });

/** Newest first; an article without a publish time (published by a direct edit) goes last. */
const newsOrder = () => {
  const c = columns(bladeNews);
  return [desc(c.publishTime!), desc(c.createTime!), desc(c.id!)];
};

/**
 * The public site's content for one tenant: what its pages show, read in process. The routes of
 * `public.ts` answer with these, and the server-side rendering (`http/site-ssr.ts`) calls them
 * directly, so a page and the API can never disagree about what a visitor may see.
 */
export function publicSiteReads(db: DbOrTx, tenantId: string): SiteReads {
  /**
   * A section of a page: the fields it shows of the rows a visitor may see (`visible`: live, or
   * published for dated content), in its order, as public views.
   */
  const section =
    <V>(
      table: PgTable,
      fields: readonly string[],
      view: (row: Record<string, unknown>) => V,
      orderBy: (c: Record<string, PgColumn>) => SQL[],
      visible = liveRows,
    ) =>
    async (lang: SiteLang): Promise<V[]> =>
      (
        await db
          .select(pick(table, fields))
          .from(table)
          .where(visible(table, tenantId, lang))
          .orderBy(...orderBy(columns(table)))
      ).map(view);

  /** The order a person gave the rows (`sort`), ties in the order they were added. */
  const bySort = (c: Record<string, PgColumn>) => [asc(c.sort!), asc(c.id!)];

  const slides = section(bladeCarousel, SLIDE_FIELDS, views.slide, bySort);
  const services = section(bladeProductService, SERVICE_FIELDS, views.service, bySort);
  const contacts = section(bladeContactResource, CONTACT_FIELDS, views.contact, bySort);
  const milestones = section(bladeDevelopPath, MILESTONE_FIELDS, views.milestone, (c) => [
    asc(c.year!),
    asc(c.sort!),
    asc(c.id!),
  ]);
  const activities = section(
    bladeEmployeeActivity,
    ACTIVITY_FIELDS,
    views.activity,
    (c) => [desc(c.activityDate!), desc(c.id!)],
    publishedRows,
  );

  const latestNews = async (lang: SiteLang, size: number, offset = 0, category?: number) => {
    const c = columns(bladeNews);
    const where = publishedRows(bladeNews, tenantId, lang, ...(category ? [eq(c.category!, category)] : []));
    const rows = await db
      .select(pick(bladeNews, NEWS_FIELDS))
      .from(bladeNews)
      .where(where)
      .orderBy(...newsOrder())
      .limit(size)
      .offset(offset);
    return { rows: rows.map(views.newsSummary), where };
  };

  return {
    async home(lang: SiteLang): Promise<SiteHome> {
      const [slideRows, serviceRows, news, milestoneRows, contactRows] = await Promise.all([
        slides(lang),
        services(lang),
        latestNews(lang, HOME_NEWS_COUNT),
        milestones(lang),
        contacts(lang),
      ]);
      return {
        slides: slideRows,
        services: serviceRows,
        news: news.rows,
        milestones: milestoneRows,
        contacts: contactRows,
      };
    },

    async news(query: SiteNewsQuery): Promise<SiteNewsPage> {
      const lang = query.lang ?? 'zh';
      const size = Math.min(Math.max(1, query.size ?? NEWS_PAGE_SIZE), NEWS_MAX_PAGE_SIZE);
      const current = Math.max(1, query.current ?? 1);
      const { rows, where } = await latestNews(lang, size, (current - 1) * size, query.category);
      const [total] = await db.select({ total: count() }).from(bladeNews).where(where);
      const all = total?.total ?? 0;
      return { records: rows, total: all, size, current, pages: Math.ceil(all / size) };
    },

    async newsDetail(articleId: string): Promise<SiteNewsArticle | undefined> {
      const id = parseId(articleId);
      if (id === undefined) return undefined;
      const c = columns(bladeNews);
      const [row] = await db
        .select({ ...pick(bladeNews, NEWS_FIELDS), lang: c.lang!, content: c.content! })
        .from(bladeNews)
        .where(
          and(
            eq(c.id!, id),
            eq(c.tenantId!, tenantId),
            eq(c.isDeleted!, 0),
            eq(c.status!, 1),
            eq(c.publishStatus!, PUBLISHED),
          ),
        );
      if (!row) return undefined;
      return {
        ...views.newsSummary(row),
        lang: row.lang === 'en' ? 'en' : 'zh',
        content: sanitizeRichText(text(row.content)),
      };
    },

    services,

    async about(lang: SiteLang): Promise<SiteAbout> {
      const [milestoneRows, activityRows, contactRows] = await Promise.all([
        milestones(lang),
        activities(lang),
        contacts(lang),
      ]);
      return { milestones: milestoneRows, activities: activityRows, contacts: contactRows };
    },

    async regions(parentCode = REGION_ROOT_CODE): Promise<SiteRegion[]> {
      const rows = await db
        .select({ code: bladeRegion.code, name: bladeRegion.name })
        .from(bladeRegion)
        .where(eq(bladeRegion.parentCode, parentCode))
        .orderBy(asc(bladeRegion.sort), asc(bladeRegion.code));
      const codes = rows.map((row) => row.code);
      const parents = codes.length
        ? await db
            .selectDistinct({ parentCode: bladeRegion.parentCode })
            .from(bladeRegion)
            .where(inArray(bladeRegion.parentCode, codes))
        : [];
      const withChildren = new Set(parents.map((row) => row.parentCode));
      return rows.map((row) => ({ code: row.code, name: row.name, hasChildren: withChildren.has(row.code) }));
    },
  };
}

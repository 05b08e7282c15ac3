import { PUBLISHED, siteText, siteViews } from '@blade-console/blade-schema';
import { type HttpHandler, http } from 'msw';
import type { SiteAbout, SiteHome, SiteNewsArticle, SiteRegion, SiteViews } from '../types/site';
import { fail, type MockRow, ok, paginate } from './respond';
import type { MockStore } from './store';

const text = siteText;

/** A row a visitor may see: not deleted, enabled, in the language asked for. */
const live = (row: MockRow, lang: string) =>
  row.isDeleted !== 1 && row.status !== 0 && text(row.lang || 'zh') === lang;
const published = (row: MockRow, lang: string) => live(row, lang) && Number(row.publishStatus) === PUBLISHED;
const bySort = (a: MockRow, b: MockRow) => Number(a.sort ?? 0) - Number(b.sort ?? 0);
const latestFirst = (field: string) => (a: MockRow, b: MockRow) =>
  text(b[field]).localeCompare(text(a[field]));

// The server's views of the rows (blade-schema); the store already holds ids and dates as text.
const views: SiteViews = siteViews({ id: text, date: text, richText: text });

/**
 * The public website's reads over the mock store, with the server's rules: published rows of the
 * asked language only, public fields only, in each definition's order. (The mocks hold no HTML
 * sanitiser: their content is the store's own.)
 */
export function createSiteHandlers(base: string, store: MockStore): HttpHandler[] {
  const P = `${base}/blade-website/public`;
  const langOf = (request: Request) => new URL(request.url).searchParams.get('lang') || 'zh';
  const rows = (table: string, lang: string, keep = live) =>
    store.table(table).filter((row) => keep(row, lang));
  const newsOf = (lang: string) => rows('news', lang, published).sort(latestFirst('publishTime'));
  const milestones = (lang: string) =>
    rows('developPath', lang)
      .sort((a, b) => Number(a.year) - Number(b.year) || bySort(a, b))
      .map(views.milestone);
  const contacts = (lang: string) => rows('contactResource', lang).sort(bySort).map(views.contact);

  return [
    http.get(`${P}/home`, ({ request }) => {
      const lang = langOf(request);
      const home: SiteHome = {
        slides: rows('carousel', lang).sort(bySort).map(views.slide),
        services: rows('productService', lang).sort(bySort).map(views.service),
        news: newsOf(lang).slice(0, 3).map(views.newsSummary),
        milestones: milestones(lang),
        contacts: contacts(lang),
      };
      return ok(home);
    }),
    http.get(`${P}/news`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const category = query.get('category');
      const list = newsOf(langOf(request)).filter((row) => !category || text(row.category) === category);
      if (!query.get('size')) query.set('size', '9');
      const page = paginate(list, query);
      return ok({ ...page, records: page.records.map(views.newsSummary) });
    }),
    http.get(`${P}/news/detail`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? '';
      const row = store.find('news', id);
      if (!row || !published(row, text(row.lang || 'zh'))) return fail('新闻不存在或未发布', 404);
      const article: SiteNewsArticle = {
        ...views.newsSummary(row),
        lang: text(row.lang || 'zh') === 'en' ? 'en' : 'zh',
        content: text(row.content),
      };
      return ok(article);
    }),
    http.get(`${P}/services`, ({ request }) =>
      ok(rows('productService', langOf(request)).sort(bySort).map(views.service)),
    ),
    http.get(`${P}/about`, ({ request }) => {
      const lang = langOf(request);
      const about: SiteAbout = {
        milestones: milestones(lang),
        activities: rows('employeeActivity', lang, published)
          .sort(latestFirst('activityDate'))
          .map(views.activity),
        contacts: contacts(lang),
      };
      return ok(about);
    }),
    http.get(`${P}/regions`, ({ request }) => {
      const parent = new URL(request.url).searchParams.get('parentCode') || '00';
      const all = store.table('region');
      const regions: SiteRegion[] = all
        .filter((row) => row.parentCode === parent)
        .sort(bySort)
        .map((row) => ({
          code: text(row.code),
          name: text(row.name),
          hasChildren: all.some((child) => child.parentCode === row.code),
        }));
      return ok(regions);
    }),
  ];
}

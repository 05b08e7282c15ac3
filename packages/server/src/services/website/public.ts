import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context';
import { notFound, ok } from '../../http/envelope';
import { PUBLIC_READ_LIMIT } from '../../http/rate-limit';
import { okResponse, type ServicePlugin } from '../../http/schemas';
import { msg } from '../../i18n';
import { labelled } from '../../i18n/labels';
import { NEWS_MAX_PAGE_SIZE, publicSiteReads } from './public-data';
import {
  aboutData,
  homeData,
  langQuery,
  newsArticle,
  newsPage,
  regionsData,
  servicesData,
} from './public-schemas';
import { siteTenantOf } from './site-tenant';

/** The message of an article a visitor cannot see: missing, not published, or another tenant's. */
export const NEWS_NOT_FOUND = msg('website.newsNotFound');

/** The public reads of the tenant whose site address the request came to (never a parameter). */
export async function readsFor(ctx: AppContext, request: FastifyRequest) {
  return publicSiteReads(ctx.db, await siteTenantOf(ctx.db, request));
}

const byLang = Type.Object({ lang: langQuery });
/** Every public read is rate-limited per client (a ceiling for scrapers, far above a person). */
const config = { rateLimit: PUBLIC_READ_LIMIT };

/**
 * `/blade-website/public/*` (issue 13): what the public website shows, with no token. Only
 * published content of the site's tenant, in the asked language, with public fields only; the
 * server-side rendering of the pages calls the same loaders (`public-data.ts`) in process.
 */
export const publicSiteRoutes: ServicePlugin = async (app, { ctx }) => {
  // The pages that take only the language: the path names the read, the schema its answer.
  for (const [page, data] of [
    ['home', homeData],
    ['services', servicesData],
    ['about', aboutData],
  ] as const) {
    app.get(
      `/${page}`,
      { config, schema: { querystring: byLang, response: okResponse(data) } },
      async (request) => ok(await (await readsFor(ctx, request))[page](request.query.lang ?? 'zh')),
    );
  }

  app.get(
    '/news',
    {
      config,
      schema: {
        querystring: Type.Object({
          lang: langQuery,
          current: Type.Optional(
            labelled(Type.Integer({ minimum: 1, maximum: 100_000 }), { zh: '页码', en: 'Page' }),
          ),
          size: Type.Optional(
            labelled(Type.Integer({ minimum: 1, maximum: NEWS_MAX_PAGE_SIZE }), {
              zh: '每页条数',
              en: 'Page size',
            }),
          ),
          category: Type.Optional(
            labelled(Type.Integer({ minimum: 1, maximum: 99 }), { zh: '新闻类别', en: 'News category' }),
          ),
        }),
        response: okResponse(newsPage),
      },
    },
    async (request) => {
      const { lang = 'zh', current, size, category } = request.query;
      return ok(await (await readsFor(ctx, request)).news({ lang, current, size, category }));
    },
  );

  app.get(
    '/news/detail',
    {
      config,
      schema: {
        querystring: Type.Object({
          id: labelled(Type.String({ pattern: '^\\d{1,19}$', format: 'blade-id' }), {
            zh: '新闻编号',
            en: 'Article id',
          }),
        }),
        response: okResponse(newsArticle),
      },
    },
    async (request) => {
      const article = await (await readsFor(ctx, request)).newsDetail(request.query.id);
      if (!article) throw notFound(NEWS_NOT_FOUND);
      return ok(article);
    },
  );

  app.get(
    '/regions',
    {
      config,
      schema: {
        querystring: Type.Object({
          parentCode: Type.Optional(
            labelled(Type.String({ pattern: '^\\d{1,12}$' }), {
              zh: '上级地区编号',
              en: 'Parent region code',
            }),
          ),
        }),
        response: okResponse(regionsData),
      },
    },
    async (request) => ok(await (await readsFor(ctx, request)).regions(request.query.parentCode)),
  );
};

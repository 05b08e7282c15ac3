import { DEFAULT_BUTTONS, RESOURCES } from '@blade-console/blade-schema';
import { type HttpHandler, http } from 'msw';
import { adminOf, authHandlers } from './auth';
import { developHandlers } from './develop';
import { eventHandlers } from './events';
import { flowHandlers } from './flow';
import { noticeReadHandlers } from './noticeReads';
import { plainAreaHandlers } from './plain-areas';
import { recordHistoryHandlers } from './recordHistory';
import { resourceHandlers } from './resource';
import { buildForest, fail, filterRows, now, ok, paginate } from './respond';
import { type CrudOptions, csv, type MockRoutes, type Resolver, readJson } from './routes';
import { validateSubmit } from './say';
import { keepSecretOf, withMaskedSecret } from './secrets';
import { createSiteHandlers } from './site';
import { createMockStore, type MockStore } from './store';
import { dictHandlers } from './system-dict';
import { menuHandlers } from './system-menu';
import { orgHandlers } from './system-org';
import { regionHandlers } from './system-region';
import { userHandlers } from './user';
import { conflictResponse, MockConflictError } from './versions';
import { websiteHandlers } from './website';

export interface CreateHandlersOptions {
  /** Must match the client's `baseUrl`; in Node use an absolute one (`http://localhost/api`). */
  baseUrl?: string;
  store?: MockStore;
  /** Plain passwords by account (default admin/admin, user/user); compared as md5 like the real server. */
  passwords?: Record<string, string>;
}

/**
 * Declared resources whose service is special code, answered by their own handlers (./system-*.ts,
 * ./user.ts, ./website.ts) instead of the generic loop: users (`page`, `update`, …) and the trees (dept, role, dict, dict-biz, menu),
 * whose `list` is a forest beside lazy levels, tree nodes and selects (menus also the caller's
 * routes, buttons and grant trees) and regions (keyed by code: detail, lazy tree, select, import and
 * export). MSW answers with the first
 * matching handler, so a generic paged `list` registered first would shadow the forest.
 */
const SERVED_SPECIALLY: ReadonlySet<string> = new Set([
  // The website's services with rules of their own (./website.ts).
  'news',
  'cooperationMessage',
  'order',
  'report',
  'user',
  'dept',
  'role',
  'dict',
  'dictBiz',
  'menu',
  'region',
]);

/**
 * A call's parameters as Blade reads them (Spring's `@RequestParam`): the query string and a
 * urlencoded form body alike, the body's winning (the SDK sends credentials in the body).
 */
async function requestParams(request: Request): Promise<URLSearchParams> {
  const params = new URL(request.url).searchParams;
  const type = request.headers.get('content-type')?.toLowerCase();
  if (!type?.startsWith('application/x-www-form-urlencoded')) return params;
  // A clone: a resolver may read the body itself.
  for (const [key, value] of new URLSearchParams(await request.clone().text())) params.set(key, value);
  return params;
}

/**
 * MSW handlers for every resource of SPEC §7 over an in-memory store. Lists page and filter like Blade
 * (map style, no suffix = LIKE); submit inserts without id and updates with one; remove takes `?ids=a,b`.
 */
export function createHandlers(options: CreateHandlersOptions = {}): HttpHandler[] {
  const base = (options.baseUrl ?? '/api').replace(/\/+$/, '');
  const store = options.store ?? createMockStore();
  const passwords = options.passwords ?? { admin: 'admin', user: 'user' };
  const handlers: HttpHandler[] = [];

  function on(method: 'get' | 'post', path: string, resolver: Resolver) {
    handlers.push(
      http[method](`${base}${path}`, async ({ request }) => {
        try {
          return await resolver({ request, query: await requestParams(request) });
        } catch (error) {
          // A stale write anywhere in the store is the server's 409, whichever route made it.
          if (error instanceof MockConflictError) return conflictResponse(error);
          throw error;
        }
      }),
    );
  }
  const get = (path: string, resolver: Resolver) => on('get', path, resolver);
  const post = (path: string, resolver: Resolver) => on('post', path, resolver);
  const routes: MockRoutes = { get, post, crud };

  function crud(path: string, table: string, crudOptions: CrudOptions = {}) {
    const { list = 'page', submit = 'submit', detail = true, remove = true } = crudOptions;
    // Masked before filtering: a filter on a secret can then tell nothing about it.
    const listed = (query: URLSearchParams) =>
      filterRows(
        store.table(table).map((row) => withMaskedSecret(table, row)),
        query,
      );
    if (list === 'page') get(`${path}/list`, ({ query }) => ok(paginate(listed(query), query)));
    if (list === 'forest') get(`${path}/list`, ({ query }) => ok(buildForest(listed(query))));
    if (detail)
      get(`${path}/detail`, ({ query }) =>
        ok(withMaskedSecret(table, store.find(table, query.get('id') ?? '')) ?? {}),
      );
    if (submit)
      post(`${path}/${submit}`, async ({ request }) => ok(store.submit(table, await readJson(request))));
    if (remove)
      post(`${path}/remove`, ({ query }) => {
        const ids = csv(query.get('ids'));
        if (ids.length === 0) return fail('缺少必要的请求参数: ids');
        store.remove(table, ids);
        return ok({});
      });
  }

  // --- auth -------------------------------------------------------------------------------------------
  authHandlers(routes, store, passwords);
  const admin = () => adminOf(store);
  post('/blade-auth/oauth/logout', () => ok({}));
  // Signed download links: the mocks check no signature, the downloads below ignore the query.
  post('/blade-auth/download-link', async ({ request }) => {
    const { url } = (await readJson(request)) as { url?: string };
    if (!url) return fail('缺少下载地址 url');
    return ok({
      url: `${url}${url.includes('?') ? '&' : '?'}blade-link=mock`,
      expiresAt: Date.now() + 60_000,
    });
  });
  get('/blade-auth/oauth/clear-cache', () => ok({}));
  get('/blade-auth/oauth/user-info', () => {
    const user = admin();
    const aliases = String(user.roleName ?? '');
    return ok({ ...user, roleName: aliases, roles: aliases.split(',').filter(Boolean) });
  });
  // The registration waits for an administrator (status 0), as on the server.
  post('/blade-user/register-guest', ({ query }) => {
    const account = query.get('account') ?? '';
    store.submit('user', {
      tenantId: query.get('tenantId') ?? '000000',
      account,
      name: query.get('name') || account,
      realName: query.get('name') || account,
      status: 0,
    });
    return ok({}, '注册申请已提交,请耐心等待管理员通过!');
  });

  // --- declared resources (blade-schema): the four calls, with the definition's field rules ------------
  // Plain areas as the server's generic routes answer them (./plain-areas.ts); the rest here.
  plainAreaHandlers(routes, store);
  for (const resource of RESOURCES) {
    if (SERVED_SPECIALLY.has(resource.name) || !resource.ownService) continue;
    // Like the server: a page without add/edit (read-only logs) has no submit, without delete no remove.
    const buttons = resource.buttons ?? DEFAULT_BUTTONS;
    crud(resource.path, resource.name, { submit: false, remove: buttons.includes('delete') });
    if (!buttons.includes('add') && !buttons.includes('edit')) continue;
    post(`${resource.path}/submit`, async ({ request }) => {
      const body = await readJson(request);
      const isInsert = body.id === undefined || body.id === null || body.id === '';
      const error = keepSecretOf(resource.name, body, isInsert) ?? validateSubmit(resource, body);
      return error ? fail(error) : ok(withMaskedSecret(resource.name, store.submit(resource.name, body)));
    });
  }

  // --- blade-system: tenant packages, clients, data and API scopes come from their definitions (loop
  // above); the rest from ./system-*.ts ----------------------------------------------------------------
  orgHandlers(routes, store);
  dictHandlers(routes, store);
  regionHandlers(routes, store);
  menuHandlers(routes, store);

  // --- blade-user (./user.ts) ---------------------------------------------------------------------------
  userHandlers(routes, store, passwords);

  // --- resources: the four calls of OSS, SMS and attachments come from their definitions (loop above),
  // the rest from ./resource.ts -------------------------------------------------------------------------
  resourceHandlers(routes, store);

  // --- website, orders, reports, mail (./website.ts) -------------------------------------------------------
  websiteHandlers(routes, store);
  // Like the server against a reachable account: published articles sync, others are refused.
  post('/blade-news/news/syncWeixinPublic', ({ query }) => {
    const news = store.find('news', query.get('id') ?? '');
    if (!news) return fail('新闻不存在或已被删除');
    if (news.publishStatus !== 2) return fail('只有已发布的新闻才能同步到公众号：请先发布该新闻');
    const publishId = `10000${store.nextId()}`;
    Object.assign(news, {
      syncStatus: 1,
      syncTime: now(),
      syncMessage: `已同步到公众号：发布任务 ${publishId} 已提交，微信处理完成后文章出现在公众号主页`,
      syncMediaId: `MOCK_DRAFT_${store.nextId()}`,
    });
    const { syncStatus, syncTime, syncMessage, syncMediaId } = news;
    return ok({ syncStatus, syncTime, syncMessage, syncMediaId }, String(syncMessage));
  });
  crud('/blade-contact/contactResource', 'contactResource');
  crud('/blade-company/developPath', 'developPath');
  crud('/blade-company/employeeActivity', 'employeeActivity');
  crud('/blade-product/productService', 'productService');
  handlers.push(...createSiteHandlers(base, store));

  // --- desk, logs -------------------------------------------------------------------------------------
  // The three logs (list and detail only: `buttons: ['view']`) come from their definitions (loop above).
  noticeReadHandlers(routes, store);
  recordHistoryHandlers(routes, store);
  eventHandlers(routes);

  // --- develop -----------------------------------------------------------------------------------------
  // The four calls of data sources come from their definition (loop above); the rest: ./develop.ts.
  developHandlers(routes, store);

  // --- workflow and the leave process (./flow.ts) ---------------------------------------------------
  flowHandlers(routes, store);

  return handlers;
}

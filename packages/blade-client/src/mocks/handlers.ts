import { DEFAULT_BUTTONS, RESOURCES, userResource, validateSubmit } from '@blade-console/blade-schema';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { hashPassword } from '../auth/password';
import type { TreeNode } from '../types/envelope';
import { adminOf, authHandlers } from './auth';
import { developHandlers } from './develop';
import { flowHandlers } from './flow';
import { noticeReadHandlers } from './noticeReads';
import { buildForest, fail, filterRows, type MockRow, now, ok, paginate, toTree } from './respond';
import { type CrudOptions, csv, type Resolver, readJson } from './routes';
import { keepSecretOf, withMaskedSecret } from './secrets';
import { ADMIN_ID, ADMIN_ROLE_ID } from './seed';
import { createSiteHandlers } from './site';
import { createMockStore, type MockStore } from './store';
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
 * Declared resources whose service is special code, answered by their own handlers below instead of
 * the generic loop: users (`page`, `update`, …) and the trees (dept, role, dict, dict-biz, menu),
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
          return await resolver({ request, query: new URL(request.url).searchParams });
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
  authHandlers({ get, post, crud }, store, passwords);
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
  for (const resource of RESOURCES) {
    if (SERVED_SPECIALLY.has(resource.name)) continue;
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

  // --- blade-system -------------------------------------------------------------------------------------
  const S = '/blade-system';
  // Tenant packages, clients, data and API scopes: the four calls come from their definitions (loop above).

  post(`${S}/tenant/setting`, ({ query }) => {
    const ids = csv(query.get('ids'));
    // `updateTimes` is aligned with `ids`; an empty entry is not checked.
    const times = (query.get('updateTimes') ?? '').split(',');
    const versions = Object.fromEntries(ids.map((id, i) => [id, times[i] || undefined]));
    for (const row of store.claim('tenant', ids, versions)) {
      if (query.has('accountNumber')) row.accountNumber = Number(query.get('accountNumber'));
      if (query.has('expireTime')) row.expireTime = query.get('expireTime');
    }
    return ok({});
  });
  const tenantById = (tenantId: string | null) =>
    store.table('tenant').find((row) => row.tenantId === tenantId);
  /** A tenant's datasource or package: checked against `updateTime` (when sent) and stamped. */
  const claimTenant = (query: URLSearchParams) => {
    const tenant = tenantById(query.get('tenantId'));
    if (tenant) store.claim('tenant', [tenant.id], { [tenant.id]: query.get('updateTime') ?? undefined });
    return tenant;
  };
  post(`${S}/tenant/datasource`, ({ query }) => {
    const tenant = claimTenant(query);
    if (tenant) tenant.datasourceId = query.get('datasourceId');
    return ok({});
  });
  get(`${S}/tenant/info`, ({ query }) => {
    const tenant = store.table('tenant').find((row) => row.domain && row.domain === query.get('domain'));
    return ok(tenant ? { tenantId: tenant.tenantId, domain: tenant.domain } : {});
  });
  get(`${S}/tenant/package-detail`, ({ query }) =>
    ok(store.find('tenantPackage', String(tenantById(query.get('tenantId'))?.packageId ?? '')) ?? {}),
  );
  post(`${S}/tenant/package-setting`, ({ query }) => {
    const tenant = claimTenant(query);
    if (tenant) tenant.packageId = query.get('packageId');
    return ok({});
  });

  get(`${S}/post/select`, () => ok(store.table('post')));

  post(`${S}/topmenu/grant`, async ({ request }) => {
    const body = await readJson(request);
    const topMenuIds = (body.topMenuIds as string[] | undefined) ?? [];
    store.claim('topMenu', topMenuIds, body.versions as Record<string, unknown> | undefined);
    for (const topMenuId of topMenuIds) {
      store.submit('topMenuSetting', { id: topMenuId, menuIds: body.menuIds ?? [] });
    }
    return ok({});
  });

  // Roles and their grants (`roleGrant` rows keyed by role id).
  crud(`${S}/role`, 'role', { list: 'forest' });
  get(`${S}/role/tree`, () => ok(toTree(store.table('role'), 'roleName')));
  get(`${S}/role/tree-by-id`, () => ok(toTree(store.table('role'), 'roleName')));
  get(`${S}/role/select`, ({ query }) => {
    const user = store.find('user', query.get('userId') ?? '');
    const ids = csv(String(user?.roleId ?? ''));
    return ok(store.table('role').filter((row) => !user || ids.includes(row.id)));
  });
  post(`${S}/role/grant`, async ({ request }) => {
    const body = await readJson(request);
    const roleIds = (body.roleIds as string[] | undefined) ?? [];
    store.claim('role', roleIds, body.versions as Record<string, unknown> | undefined);
    for (const roleId of roleIds) {
      store.submit('roleGrant', {
        id: roleId,
        menuIds: body.menuIds ?? [],
        dataScopeIds: body.dataScopeIds ?? [],
        apiScopeIds: body.apiScopeIds ?? [],
      });
    }
    return ok({});
  });

  crud(`${S}/dept`, 'dept', { list: 'forest' });
  const withChildFlag = (rows: MockRow[], all: MockRow[]) =>
    rows.map((row) => ({ ...row, hasChildren: all.some((other) => other.parentId === row.id) }));
  get(`${S}/dept/lazy-list`, ({ query }) => {
    const all = store.table('dept');
    return ok(
      withChildFlag(
        filterRows(all, query, ['parentId']).filter((row) => row.parentId === (query.get('parentId') ?? '0')),
        all,
      ),
    );
  });
  get(`${S}/dept/tree`, () => ok(toTree(store.table('dept'), 'deptName')));
  get(`${S}/dept/lazy-tree`, ({ query }) => {
    const all = store.table('dept');
    const parentId = query.get('parentId') ?? '0';
    const nodes: TreeNode[] = all
      .filter((row) => row.parentId === parentId)
      .map((row) => ({
        id: row.id,
        parentId,
        title: String(row.deptName),
        key: row.id,
        value: row.id,
        hasChildren: all.some((other) => other.parentId === row.id),
      }));
    return ok(nodes);
  });
  get(`${S}/dept/select`, ({ query }) => {
    const user = store.find('user', query.get('userId') ?? '');
    const ids = csv(String(user?.deptId ?? ''));
    return ok(store.table('dept').filter((row) => !user || ids.includes(row.id)));
  });

  // Dictionaries: system and business share the handlers.
  for (const [path, table] of [
    [`${S}/dict`, 'dict'],
    [`${S}/dict-biz`, 'dictBiz'],
  ] as const) {
    crud(path, table, { list: 'forest' });
    get(`${path}/parent-list`, ({ query }) =>
      ok(
        paginate(
          filterRows(store.table(table), query).filter((row) => row.parentId === '0'),
          query,
        ),
      ),
    );
    get(`${path}/child-list`, ({ query }) => {
      const parentId = query.get('parentId') ?? '';
      const rows = store.table(table);
      const descendants = (id: string): MockRow[] =>
        rows.filter((row) => row.parentId === id).flatMap((row) => [row, ...descendants(row.id)]);
      return ok(paginate(buildForest(filterRows(descendants(parentId), query, ['parentId'])), query));
    });
    get(`${path}/tree`, () => ok(toTree(store.table(table), 'dictValue')));
    get(`${path}/dictionary`, ({ query }) =>
      ok(store.table(table).filter((row) => row.code === query.get('code') && row.parentId !== '0')),
    );
  }

  // Regions are keyed by code.
  crud(`${S}/region`, 'region', { detail: false, remove: false, submit: false });
  get(`${S}/region/detail`, ({ query }) => ok(store.find('region', query.get('code') ?? '') ?? {}));
  /** The regions under `parentCode` (root 00 when not asked), each saying whether it has any itself. */
  function regionChildren(query: URLSearchParams): MockRow[] {
    const all = store.table('region');
    const parentCode = query.get('parentCode') ?? '00';
    return all
      .filter((row) => row.parentCode === parentCode)
      .map((row) => ({
        ...row,
        parentCode,
        hasChildren: all.some((other) => other.parentCode === row.code),
      }));
  }
  get(`${S}/region/lazy-tree`, ({ query }) =>
    ok(
      regionChildren(query).map((row) => ({
        id: row.id,
        parentId: row.parentCode,
        title: String(row.name),
        key: row.id,
        value: row.id,
        hasChildren: row.hasChildren,
      })),
    ),
  );
  // The region page's tree table: a region's children as rows.
  get(`${S}/region/lazy-list`, ({ query }) => ok(regionChildren(query)));
  post(`${S}/region/submit`, async ({ request }) => {
    const body = await readJson(request);
    const code = String(body.code ?? '');
    if (!code) return fail('区划编号不能为空');
    return ok(store.submit('region', { ...body, id: code, parentId: body.parentCode ?? '00' }));
  });
  post(`${S}/region/remove`, ({ query }) => {
    const code = query.get('id') ?? '';
    if (store.table('region').some((row) => row.parentCode === code)) return fail('请先删除子节点!');
    store.remove('region', [code]);
    return ok({});
  });
  get(`${S}/region/select`, ({ query }) => {
    const parentCode = query.get('code') || '00';
    return ok(store.table('region').filter((row) => row.parentCode === parentCode));
  });
  // The mocks hold no spreadsheet library: downloads are placeholder bytes with the real headers,
  // and an import accepts an .xlsx without reading it (nothing added).
  const spreadsheet = (fileName: string) =>
    new HttpResponse(new Blob(['PK mock spreadsheet']), {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="region.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      },
    });
  get(`${S}/region/export-region`, () => spreadsheet('行政区划数据.xlsx'));
  get(`${S}/region/export-template`, () => spreadsheet('行政区划导入模板.xlsx'));
  post(`${S}/region/import-region`, async ({ request }) => {
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string') return fail('缺少上传文件：请选择要导入的 .xlsx 文件');
    if (!/\.xlsx$/i.test(file.name)) return fail('无法读取文件：请上传 .xlsx 格式的 Excel 文件');
    return ok({ added: 0, updated: 0, skipped: 0 });
  });

  // Menus.
  const menus = () => [...store.table('menu')].sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0));
  const onlyMenus = () => menus().filter((row) => row.category === 1);
  crud(`${S}/menu`, 'menu', { list: 'forest' });
  get(`${S}/menu/menu-list`, ({ query }) => ok(buildForest(filterRows(onlyMenus(), query))));
  get(`${S}/menu/lazy-list`, ({ query }) => {
    const all = menus();
    const rows = filterRows(all, query, ['parentId']).filter(
      (row) => row.parentId === (query.get('parentId') ?? '0'),
    );
    return ok(withChildFlag(rows, all));
  });
  get(`${S}/menu/lazy-menu-list`, ({ query }) => {
    const all = onlyMenus();
    const rows = filterRows(all, query, ['parentId']).filter(
      (row) => row.parentId === (query.get('parentId') ?? '0'),
    );
    return ok(withChildFlag(rows, all));
  });
  get(`${S}/menu/tree`, () => ok(toTree(onlyMenus(), 'name')));
  get(`${S}/menu/top-menu`, () => ok(store.table('topMenu')));
  get(`${S}/menu/routes`, ({ query }) => {
    const topMenuId = query.get('topMenuId');
    const setting = topMenuId ? store.find('topMenuSetting', topMenuId) : undefined;
    const allowed = setting ? new Set(setting.menuIds as string[]) : undefined;
    const all = onlyMenus();
    if (!allowed) return ok(buildForest(all));
    // Keep the configured menus and their ancestors.
    const keep = new Set<string>();
    for (const id of allowed) {
      let current = all.find((row) => row.id === id);
      while (current && !keep.has(current.id)) {
        keep.add(current.id);
        const parentId = current.parentId;
        current = all.find((row) => row.id === parentId);
      }
    }
    return ok(buildForest(all.filter((row) => keep.has(row.id))));
  });
  get(`${S}/menu/buttons`, () => ok(buildForest(menus())));
  const scopeTree = (table: string): TreeNode[] => {
    const scopes = store.table(table);
    const owners = menus().filter((menu) => scopes.some((scope) => scope.menuId === menu.id));
    return toTree(
      [
        ...owners.map((menu) => ({ ...menu, parentId: '0' })),
        ...scopes.map((scope) => ({ ...scope, parentId: String(scope.menuId), name: scope.scopeName })),
      ],
      'name',
    );
  };
  get(`${S}/menu/grant-tree`, () =>
    ok({ menu: toTree(menus(), 'name'), dataScope: scopeTree('dataScope'), apiScope: scopeTree('apiScope') }),
  );
  get(`${S}/menu/role-tree-keys`, ({ query }) => {
    const keys = { menu: new Set<string>(), dataScope: new Set<string>(), apiScope: new Set<string>() };
    for (const roleId of csv(query.get('roleIds'))) {
      const grant = store.find('roleGrant', roleId);
      // Until granted otherwise, the administrator role holds every menu and button (blade-api.md §7).
      const menuIds = grant
        ? (grant.menuIds as string[])
        : roleId === ADMIN_ROLE_ID
          ? menus().map((m) => m.id)
          : [];
      for (const id of menuIds) keys.menu.add(id);
      for (const id of (grant?.dataScopeIds as string[] | undefined) ?? []) keys.dataScope.add(id);
      for (const id of (grant?.apiScopeIds as string[] | undefined) ?? []) keys.apiScope.add(id);
    }
    return ok({ menu: [...keys.menu], dataScope: [...keys.dataScope], apiScope: [...keys.apiScope] });
  });
  get(`${S}/menu/grant-top-tree`, () =>
    ok({ menu: toTree(onlyMenus(), 'name'), dataScope: [], apiScope: [] }),
  );
  get(`${S}/menu/top-tree-keys`, ({ query }) => {
    const ids = new Set<string>();
    for (const id of csv(query.get('topMenuIds'))) {
      for (const menuId of (store.find('topMenuSetting', id)?.menuIds as string[] | undefined) ?? [])
        ids.add(menuId);
    }
    return ok({ menu: [...ids], dataScope: [], apiScope: [] });
  });

  // --- blade-user ---------------------------------------------------------------------------------------
  const U = '/blade-user';
  crud(U, 'user', { list: false, submit: false });
  get(`${U}/page`, ({ query }) => ok(paginate(filterRows(store.table('user'), query), query)));
  // The definition's field rules (lengths, the account) apply to users too.
  post(`${U}/submit`, async ({ request }) => {
    const body = await readJson(request);
    const error = validateSubmit(userResource, body);
    return error ? fail(error) : ok(store.submit('user', body));
  });
  post(`${U}/update`, async ({ request }) => {
    const body = await readJson(request);
    if (!body.id) return fail('缺少必要的请求参数: id');
    const error = validateSubmit(userResource, body);
    return error ? fail(error) : ok(store.submit('user', body));
  });
  post(`${U}/update-platform`, ({ query }) => {
    store.submit('userPlatform', {
      id: query.get('userId') ?? '',
      userId: query.get('userId'),
      userType: Number(query.get('userType')),
      userExt: query.get('userExt') ?? '',
    });
    return ok({});
  });
  get(`${U}/platform-detail`, ({ query }) => {
    const id = query.get('id') ?? '';
    return ok({
      ...store.find('user', id),
      userId: id,
      userType: 1,
      userExt: '{}',
      ...store.find('userPlatform', id),
    });
  });
  get(`${U}/info`, () => ok(admin()));
  const requireUsers = (query: URLSearchParams) => csv(query.get('userIds')).length > 0;
  post(`${U}/reset-password`, ({ query }) => (requireUsers(query) ? ok({}) : fail('请至少选择一个用户')));
  post(`${U}/unlock`, ({ query }) => (requireUsers(query) ? ok({}) : fail('请至少选择一个用户')));
  // Guest approval (SPEC §6): the server's USER_STATUS, 1 active and 2 refused.
  for (const [path, status] of [
    ['audit-pass', 1],
    ['audit-refuse', 2],
  ] as const) {
    post(`${U}/${path}`, ({ query }) => {
      const users = csv(query.get('userIds')).map((id) => store.find('user', id));
      if (users.length === 0 || users.some((user) => !user)) return fail('用户不存在或不属于当前租户');
      for (const user of users) user!.status = status;
      return ok({});
    });
  }
  post(`${U}/update-password`, ({ query }) => {
    if (query.get('newPassword') !== query.get('newPassword1')) return fail('请输入正确的确认密码!');
    if (query.get('oldPassword') !== hashPassword(passwords.admin ?? '')) return fail('原密码不正确!');
    return ok({});
  });
  post(`${U}/update-info`, async ({ request }) =>
    ok(store.submit('user', { ...(await readJson(request)), id: ADMIN_ID })),
  );
  post(`${U}/grant`, ({ query }) => {
    const roleId = query.get('roleIds') ?? '';
    for (const id of csv(query.get('userIds'))) {
      const user = store.find('user', id);
      if (user) user.roleId = roleId;
    }
    return ok({});
  });

  // --- resources ----------------------------------------------------------------------------------------
  // The four calls of OSS, SMS and attachments come from their definitions (loop above).
  const R = '/blade-resource';
  for (const table of ['oss', 'sms']) {
    post(`${R}/${table}/enable`, ({ query }) => {
      for (const row of store.table(table)) row.status = row.id === query.get('id') ? 2 : 1;
      return ok({});
    });
  }
  // Like the server with a gateway: every phone sent, or (template `SMS_000000`) refused.
  post(`${R}/sms/endpoint/send-message`, ({ query }) => {
    const phones = (query.get('phones') ?? '').split(',').filter(Boolean);
    const config = store.table('sms').find((row) => row.smsCode === query.get('code'));
    const refused = config?.templateId === 'SMS_000000';
    const results = phones.map((phone) =>
      refused
        ? { phone, status: 'refused', code: 'isv.SMS_TEMPLATE_ILLEGAL', message: '该账号下找不到对应模板' }
        : { phone, status: 'sent', code: 'OK', message: '发送成功' },
    );
    const report = { delivery: 'gateway', results };
    return refused
      ? fail(`短信未发送，${phones[0]}：该账号下找不到对应模板（isv.SMS_TEMPLATE_ILLEGAL）`, 400, report)
      : ok(report, '发送成功');
  });
  // Like the server against a bucket that answers, unless the endpoint names an unreachable port.
  post(`${R}/oss/test-connection`, async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as {
      id?: string;
      endpoint?: string;
      bucketName?: string;
    };
    const saved = body.id ? store.table('oss').find((row) => row.id === String(body.id)) : undefined;
    const endpoint = String(body.endpoint || saved?.endpoint || '');
    const bucket = String(body.bucketName || saved?.bucketName || '');
    if (endpoint.endsWith(':1'))
      return fail(`无法连接对象存储 ${endpoint}（ECONNREFUSED），请检查资源地址 endpoint`, 500);
    return ok({ endpoint, bucket }, `连接成功：已在空间 ${bucket} 写入并删除测试对象`);
  });
  post(`${R}/oss/endpoint/put-file`, async ({ request }) => {
    const form = await request.formData().catch(() => undefined);
    const file = form?.get('file');
    if (!file || typeof file === 'string') return fail('上传文件不能为空');
    const name = `upload/${store.nextId()}-${file.name}`;
    const link = `http://localhost/mock-oss/${name}`;
    const attach = store.submit('attach', {
      link,
      domainUrl: 'http://localhost/mock-oss',
      name,
      originalName: file.name,
      extension: file.name.split('.').pop() ?? '',
      attachSize: file.size,
    });
    return ok({
      link,
      domain: 'http://localhost/mock-oss',
      name,
      originalName: file.name,
      attachId: attach.id,
    });
  });

  // --- website, orders, reports, mail (./website.ts) -------------------------------------------------------
  websiteHandlers({ get, post, crud }, store);
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
  noticeReadHandlers({ get, post, crud }, store);

  // --- develop -----------------------------------------------------------------------------------------
  // The four calls of data sources come from their definition (loop above); the rest: ./develop.ts.
  developHandlers({ get, post, crud }, store);

  // --- workflow and the leave process (./flow.ts) ---------------------------------------------------
  flowHandlers({ get, post, crud }, store);

  return handlers;
}

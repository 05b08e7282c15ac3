import type { TreeNode } from '../types/envelope';
import { lazyLevel, type MockRow, ok, toTree } from './respond';
import { csv, type MockRoutes, readJson } from './routes';
import type { MockStore } from './store';

const S = '/blade-system';

/**
 * The organisation's special calls under /blade-system: tenants' settings, datasource and package,
 * posts' select, top-menu grants, roles (trees, a user's select, grants kept as `roleGrant` rows keyed
 * by role id) and departments (forest, lazy levels and trees, a user's select).
 */
export function orgHandlers({ get, post, crud }: MockRoutes, store: MockStore): void {
  /** The rows of `table` a user holds (`field` is a CSV of ids), or all of them without a known user. */
  const ofUser = (query: URLSearchParams, table: string, field: string): MockRow[] => {
    const user = store.find('user', query.get('userId') ?? '');
    const ids = csv(String(user?.[field] ?? ''));
    return store.table(table).filter((row) => !user || ids.includes(row.id));
  };

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
  get(`${S}/role/select`, ({ query }) => ok(ofUser(query, 'role', 'roleId')));
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
  get(`${S}/dept/lazy-list`, ({ query }) => ok(lazyLevel(store.table('dept'), query)));
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
  get(`${S}/dept/select`, ({ query }) => ok(ofUser(query, 'dept', 'deptId')));
}

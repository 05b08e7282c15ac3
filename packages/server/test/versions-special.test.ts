import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authed, dataOf } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

/**
 * The special writes follow the rule of every update (crud/versions.ts): a tree move, a grant and a
 * tenant's settings carry the version they were loaded with; a stale one is refused with 409 and
 * changes nothing, a current one and one without a version go through.
 */

type Row = Record<string, unknown>;
const S = '/api/blade-system';

const signedIn = signedInServerForFile();

const get = <T = Row>(url: string) => dataOf<T>(authed(signedIn.server.app, signedIn.token, { url }));
const post = (url: string, payload?: Row) =>
  authed(signedIn.server.app, signedIn.token, { method: 'POST', url, ...(payload ? { payload } : {}) });

function expectConflict(response: LightMyRequestResponse, label: string, updateTime: unknown) {
  expect(response.statusCode, response.body).toBe(409);
  const answer = response.json();
  expect(answer).toMatchObject({ code: 409, success: false, data: { updateUserName: '管理员', updateTime } });
  expect(answer.msg).toContain(label);
  expect(answer.msg).toContain(String(updateTime));
}

function flatten(rows: readonly Row[]): Row[] {
  return rows.flatMap((row) => [row, ...flatten((row.children as Row[] | undefined) ?? [])]);
}

/** Creates a row through `submit` and finds it by a unique field in the forest or page `list` gives. */
async function create(path: string, body: Row, by: string): Promise<Row> {
  const created = await post(`${S}/${path}/submit`, body);
  expect(created.statusCode, created.body).toBe(200);
  const data = await get<Row[] | { records: Row[] }>(`${S}/${path}/list?size=200`);
  const row = flatten(Array.isArray(data) ? data : data.records).find((r) => r[by] === body[by]);
  if (!row) throw new Error(`${path}: created row not listed`);
  return row;
}

describe.each([
  {
    path: 'menu',
    label: '菜单',
    body: (n: string) => ({ code: `occ_${n}`, name: `occ ${n}`, path: `/occ/${n}` }),
    by: 'code',
  },
  { path: 'dept', label: '机构', body: (n: string) => ({ deptName: `occ ${n}` }), by: 'deptName' },
  {
    path: 'role',
    label: '角色',
    body: (n: string) => ({ roleName: `occ ${n}`, roleAlias: `occ_${n}` }),
    by: 'roleAlias',
  },
])('moving a $path in its tree', ({ path, label, body, by }) => {
  it('refuses a stale move, takes a current one and one without a version', async () => {
    const first = await create(path, body(`${path}-a`), by);
    const second = await create(path, body(`${path}-b`), by);
    const child = await create(path, body(`${path}-child`), by);
    const loaded = await get(`${S}/${path}/detail?id=${child.id}`);

    const moved = await post(`${S}/${path}/submit`, {
      id: child.id,
      parentId: first.id,
      updateTime: loaded.updateTime,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await get(`${S}/${path}/detail?id=${child.id}`);
    expect(after.parentId).toBe(first.id);

    const stale = await post(`${S}/${path}/submit`, {
      id: child.id,
      parentId: second.id,
      updateTime: loaded.updateTime,
    });
    expectConflict(stale, label, after.updateTime);
    expect(await get(`${S}/${path}/detail?id=${child.id}`)).toEqual(after);

    const old = await post(`${S}/${path}/submit`, { id: child.id, parentId: second.id });
    expect(old.statusCode, old.body).toBe(200);
    expect((await get(`${S}/${path}/detail?id=${child.id}`)).parentId).toBe(second.id);
  });
});

/** Two menus to grant, by id. */
async function twoMenus(): Promise<[string, string]> {
  const menus = flatten(await get<Row[]>(`${S}/menu/list`)).filter((m) => m.category === 1);
  return [String(menus[0]?.id), String(menus[1]?.id)];
}

/** The two owners of menus that a grant versions: a role and a top menu. */
const menuGrants = [
  {
    owner: 'a role',
    resource: 'role',
    row: { roleName: 'occ grant', roleAlias: 'occ_grant' },
    unique: 'roleAlias',
    label: '角色',
    idsParam: 'roleIds',
    treeKeys: 'role-tree-keys',
  },
  {
    owner: 'a top menu',
    resource: 'topmenu',
    row: { code: 'occ_top', name: 'occ top', sort: 1 },
    unique: 'code',
    label: '顶部菜单',
    idsParam: 'topMenuIds',
    treeKeys: 'top-tree-keys',
  },
];

describe.each(menuGrants)(
  'granting $owner its menus',
  ({ resource, row, unique, label, idsParam, treeKeys }) => {
    it('refuses a stale grant, takes a current one and one without versions', async () => {
      const id = String((await create(resource, row, unique)).id);
      const [m1, m2] = await twoMenus();
      const keys = () => get<{ menu: string[] }>(`${S}/menu/${treeKeys}?${idsParam}=${id}`);
      const loaded = await get(`${S}/${resource}/detail?id=${id}`);

      const grant = (menuIds: string[], versions?: Row) =>
        post(`${S}/${resource}/grant`, { [idsParam]: [id], menuIds, ...(versions ? { versions } : {}) });
      expect((await grant([m1], { [id]: loaded.updateTime })).statusCode).toBe(200);
      const granted = await get(`${S}/${resource}/detail?id=${id}`);
      expect(granted.updateTime).not.toBe(loaded.updateTime);

      expectConflict(await grant([m2], { [id]: loaded.updateTime }), label, granted.updateTime);
      expect((await keys()).menu).toEqual([m1]);

      expect((await grant([m2], { [id]: granted.updateTime })).statusCode).toBe(200);
      expect((await keys()).menu).toEqual([m2]);
      expect((await grant([m1, m2])).statusCode).toBe(200);
      expect((await keys()).menu.sort()).toEqual([m1, m2].sort());
    });
  },
);

/** A data scope and an API scope of `menuId`, by id (scopes are shared by every tenant). */
async function scopesOf(menuId: string, tag: string): Promise<{ data: string; api: string }> {
  const data = await create(
    'data-scope',
    {
      menuId,
      resourceCode: `occ_${tag}`,
      scopeName: `occ data ${tag}`,
      scopeClass: 'Occ',
      scopeColumn: 'create_user',
      scopeType: 2,
    },
    'scopeName',
  );
  // A path nothing calls: the rule it reserves for the roles granted it stands in no one's way.
  const api = await create(
    'api-scope',
    { menuId, resourceCode: `occ_${tag}`, scopeName: `occ api ${tag}`, scopePath: `/occ-${tag}/**` },
    'scopeName',
  );
  return { data: String(data.id), api: String(api.id) };
}

describe('granting a role its data and API scopes', () => {
  it('refuses a stale grant and keeps the scopes as they were, takes a current one and one without versions', async () => {
    const role = await create('role', { roleName: 'occ scopes', roleAlias: 'occ_scopes' }, 'roleAlias');
    const id = String(role.id);
    const [menu] = await twoMenus();
    const first = await scopesOf(menu, 'first');
    const second = await scopesOf(menu, 'second');
    const keys = () =>
      get<{ menu: string[]; dataScope: string[]; apiScope: string[] }>(
        `${S}/menu/role-tree-keys?roleIds=${id}`,
      );
    const grant = (scopes: { data: string; api: string }, versions?: Row) =>
      post(`${S}/role/grant`, {
        roleIds: [id],
        menuIds: [menu],
        dataScopeIds: [scopes.data],
        apiScopeIds: [scopes.api],
        ...(versions ? { versions } : {}),
      });
    const loaded = await get(`${S}/role/detail?id=${id}`);

    const granted = await grant(first, { [id]: loaded.updateTime });
    expect(granted.statusCode, granted.body).toBe(200);
    const afterFirst = await get(`${S}/role/detail?id=${id}`);
    const firstKeys = await keys();
    expect(firstKeys).toEqual({ menu: [menu], dataScope: [first.data], apiScope: [first.api] });

    // Another administrator's dialog, opened before the first grant, changes nothing.
    expectConflict(await grant(second, { [id]: loaded.updateTime }), '角色', afterFirst.updateTime);
    expect(await keys()).toEqual(firstKeys);
    expect(await get(`${S}/role/detail?id=${id}`)).toEqual(afterFirst);

    const current = await grant(second, { [id]: afterFirst.updateTime });
    expect(current.statusCode, current.body).toBe(200);
    expect(await keys()).toEqual({ menu: [menu], dataScope: [second.data], apiScope: [second.api] });

    const unversioned = await grant(first);
    expect(unversioned.statusCode, unversioned.body).toBe(200);
    expect(await keys()).toEqual(firstKeys);
  });
});

describe("a tenant's settings, datasource and package", () => {
  it('refuses stale ones, takes current ones and ones without a version', async () => {
    const tenant = await create('tenant', { tenantName: 'occ 租户' }, 'tenantName');
    const { id, tenantId } = tenant as { id: string; tenantId: string };
    const detail = () => get(`${S}/tenant/detail?id=${id}`);
    const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
    const loaded = await detail();

    const setting = (accountNumber: string, updateTimes?: unknown) =>
      post(
        `${S}/tenant/setting?${query({ ids: id, accountNumber, ...(updateTimes === undefined ? {} : { updateTimes: String(updateTimes) }) })}`,
      );
    expect((await setting('5', loaded.updateTime)).statusCode).toBe(200);
    const set = await detail();
    expect(set.accountNumber).toBe(5);
    expectConflict(await setting('9', loaded.updateTime), '租户', set.updateTime);
    expect(await detail()).toEqual(set);
    expect((await setting('7')).statusCode).toBe(200);
    expect((await detail()).accountNumber).toBe(7);

    const packageCreated = await post(`${S}/tenant-package/submit`, {
      packageName: 'occ 套餐',
      menuId: (await twoMenus())[0],
    });
    expect(packageCreated.statusCode, packageCreated.body).toBe(200);
    const packages = (await get<{ records: Row[] }>(`${S}/tenant-package/list`)).records;
    const packageId = String(packages.find((p) => p.packageName === 'occ 套餐')?.id);

    const before = await detail();
    const packageSetting = (updateTime?: unknown) =>
      post(
        `${S}/tenant/package-setting?${query({ tenantId, packageId, ...(updateTime === undefined ? {} : { updateTime: String(updateTime) }) })}`,
      );
    expect((await packageSetting(before.updateTime)).statusCode).toBe(200);
    const packaged = await detail();
    expect(packaged.packageId).toBe(packageId);
    expectConflict(await packageSetting(before.updateTime), '租户', packaged.updateTime);
    expect(await detail()).toEqual(packaged);
    expect((await packageSetting()).statusCode).toBe(200);

    // Two data sources, so the stale write would visibly change which one the tenant uses.
    const added = await post('/api/blade-develop/datasource/submit', {
      name: 'occ-second',
      driverClass: 'org.postgresql.Driver',
      url: 'jdbc:postgresql://localhost:5432/occ',
      username: 'occ',
    });
    expect(added.statusCode, added.body).toBe(200);
    const datasources = (await get<{ records: Row[] }>('/api/blade-develop/datasource/list')).records;
    const [firstSource, secondSource] = datasources.map((d) => String(d.id));
    expect(secondSource).toBeDefined();
    const current = await detail();
    const datasource = (datasourceId: string, updateTime?: unknown) =>
      post(
        `${S}/tenant/datasource?${query({ tenantId, datasourceId: String(datasourceId), ...(updateTime === undefined ? {} : { updateTime: String(updateTime) }) })}`,
      );
    expect((await datasource(String(firstSource), current.updateTime)).statusCode).toBe(200);
    const bound = await detail();
    expect(bound.datasourceId).toBe(firstSource);
    expectConflict(await datasource(String(secondSource), current.updateTime), '租户', bound.updateTime);
    expect(await detail()).toEqual(bound);
    expect((await datasource(String(secondSource))).statusCode).toBe(200);
    expect((await detail()).datasourceId).toBe(secondSource);
  });

  it('refuses versions that do not match the ids one for one', async () => {
    const tenant = await create('tenant', { tenantName: 'occ 租户二' }, 'tenantName');
    const response = await post(`${S}/tenant/setting?ids=${tenant.id}&accountNumber=1&updateTimes=,`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().msg).toContain('updateTimes');
  });
});

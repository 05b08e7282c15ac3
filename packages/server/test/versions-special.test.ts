import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, dataOf, startSignedIn, type TestServer } from './helpers';

/**
 * The special writes follow the rule of every update (crud/versions.ts): a tree move, a grant and a
 * tenant's settings carry the version they were loaded with; a stale one is refused with 409 and
 * changes nothing, a current one and one without a version go through.
 */

type Row = Record<string, unknown>;
const S = '/api/blade-system';

let server: TestServer;
let token: string;
beforeAll(async () => {
  ({ server, token } = await startSignedIn());
});
afterAll(async () => {
  await server?.close();
});

const get = <T = Row>(url: string) => dataOf<T>(authed(server.app, token, { url }));
const post = (url: string, payload?: Row) =>
  authed(server.app, token, { method: 'POST', url, ...(payload ? { payload } : {}) });

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

describe('granting a role its menus and scopes', () => {
  it('refuses a stale grant, takes a current one and one without versions', async () => {
    const role = await create('role', { roleName: 'occ grant', roleAlias: 'occ_grant' }, 'roleAlias');
    const id = String(role.id);
    const [m1, m2] = await twoMenus();
    const keys = () => get<{ menu: string[] }>(`${S}/menu/role-tree-keys?roleIds=${id}`);
    const loaded = await get(`${S}/role/detail?id=${id}`);

    const grant = (menuIds: string[], versions?: Row) =>
      post(`${S}/role/grant`, { roleIds: [id], menuIds, ...(versions ? { versions } : {}) });
    expect((await grant([m1], { [id]: loaded.updateTime })).statusCode).toBe(200);
    const granted = await get(`${S}/role/detail?id=${id}`);
    expect(granted.updateTime).not.toBe(loaded.updateTime);

    expectConflict(await grant([m2], { [id]: loaded.updateTime }), '角色', granted.updateTime);
    expect((await keys()).menu).toEqual([m1]);

    expect((await grant([m2], { [id]: granted.updateTime })).statusCode).toBe(200);
    expect((await keys()).menu).toEqual([m2]);
    expect((await grant([m1, m2])).statusCode).toBe(200);
    expect((await keys()).menu.sort()).toEqual([m1, m2].sort());
  });
});

describe("granting a top menu's menus", () => {
  it('refuses a stale grant, takes a current one and one without versions', async () => {
    const top = await create('topmenu', { code: 'occ_top', name: 'occ top', sort: 1 }, 'code');
    const id = String(top.id);
    const [m1, m2] = await twoMenus();
    const keys = () => get<{ menu: string[] }>(`${S}/menu/top-tree-keys?topMenuIds=${id}`);
    const loaded = await get(`${S}/topmenu/detail?id=${id}`);

    const grant = (menuIds: string[], versions?: Row) =>
      post(`${S}/topmenu/grant`, { topMenuIds: [id], menuIds, ...(versions ? { versions } : {}) });
    expect((await grant([m1], { [id]: loaded.updateTime })).statusCode).toBe(200);
    const granted = await get(`${S}/topmenu/detail?id=${id}`);

    expectConflict(await grant([m2], { [id]: loaded.updateTime }), '顶部菜单', granted.updateTime);
    expect((await keys()).menu).toEqual([m1]);
    expect((await grant([m2])).statusCode).toBe(200);
    expect((await keys()).menu).toEqual([m2]);
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

    const datasources = (await get<{ records: Row[] }>('/api/blade-develop/datasource/list')).records;
    const datasourceId = String(datasources[0]?.id);
    const current = await detail();
    const datasource = (updateTime?: unknown) =>
      post(
        `${S}/tenant/datasource?${query({ tenantId, datasourceId, ...(updateTime === undefined ? {} : { updateTime: String(updateTime) }) })}`,
      );
    expect((await datasource(current.updateTime)).statusCode).toBe(200);
    const bound = await detail();
    expectConflict(await datasource(current.updateTime), '租户', bound.updateTime);
    expect((await datasource()).statusCode).toBe(200);
  });

  it('refuses versions that do not match the ids one for one', async () => {
    const tenant = await create('tenant', { tenantName: 'occ 租户二' }, 'tenantName');
    const response = await post(`${S}/tenant/setting?ids=${tenant.id}&accountNumber=1&updateTimes=,`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().msg).toContain('updateTimes');
  });
});

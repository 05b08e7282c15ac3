import type { TreeNode } from '@blade-console/blade-client/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../src/db/ids';
import { bladeTenant, bladeTenantPackage } from '../src/db/schema';
import { authed, createUser, credentialsOf, dataOf, signIn, startSignedIn, type TestServer } from './helpers';

/**
 * `role/grant` hands a tenant's roles only menus (and scopes hanging under menus) of the tenant's
 * package (issue 17 point 9). Tenant `pk0001`'s package holds the notice menu only.
 */
const TENANT = 'pk0001';
let server: TestServer;
let admin: string;
let menuIdOf: Map<string, string>;
let admins = 0;

beforeAll(async () => {
  ({ server, token: admin } = await startSignedIn());
  const tree = await dataOf<(TreeNode & { code?: string })[]>(
    authed(server.app, admin, { url: '/api/blade-system/menu/list' }),
  );
  const flat = (nodes: (TreeNode & { code?: string })[]): (TreeNode & { code?: string })[] =>
    nodes.flatMap((n) => [n, ...flat((n.children ?? []) as (TreeNode & { code?: string })[])]);
  menuIdOf = new Map(flat(tree).map((n) => [String(n.code), String(n.id)]));
  const packageId = nextId();
  await server.database.db
    .insert(bladeTenantPackage)
    .values({ id: packageId, packageName: '通知包', menuId: menuIdOf.get('notice')! });
  await server.database.db
    .insert(bladeTenant)
    .values({ id: nextId(), tenantId: TENANT, tenantName: '产品包租户', packageId });
});
afterAll(async () => {
  await server?.close();
});

/** A data scope under the menu with `code`, saved by the platform administrator; its id. */
async function scopeUnder(code: string): Promise<string> {
  const scopeName = `范围-${nextId()}`;
  const saved = await authed(server.app, admin, {
    method: 'POST',
    url: '/api/blade-system/data-scope/submit',
    payload: { menuId: menuIdOf.get(code), resourceCode: code, scopeName, scopeType: 2 },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const page = await dataOf<{ records: { id: string }[] }>(
    authed(server.app, admin, { url: `/api/blade-system/data-scope/list?scopeName=${scopeName}` }),
  );
  return page.records[0]!.id;
}

/** A tenant administrator of `tenantId` granting its own role. */
async function granter(tenantId: string) {
  const user = await createUser(server.database, { tenantId, account: `adm${++admins}`, roleAlias: 'admin' });
  const token = (await signIn(server.app, credentialsOf(user))).access_token;
  return (grant: { menuIds: string[]; dataScopeIds?: string[] }) =>
    authed(server.app, token, {
      method: 'POST',
      url: '/api/blade-system/role/grant',
      payload: { roleIds: [user.roleId], apiScopeIds: [], dataScopeIds: [], ...grant },
    });
}

describe('role/grant within the tenant package', () => {
  it('refuses a menu outside the package with 400 naming it, grants one inside', async () => {
    const grant = await granter(TENANT);
    const outside = await grant({ menuIds: [menuIdOf.get('notice')!, menuIdOf.get('param')!] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().msg).toMatch(/菜单「.+」不在租户 pk0001 的产品包内/);
    expect((await grant({ menuIds: [menuIdOf.get('notice')!] })).statusCode).toBe(200);
  });

  it('refuses a data scope whose menu is outside the package', async () => {
    const grant = await granter(TENANT);
    const notice = menuIdOf.get('notice')!;
    const refused = await grant({ menuIds: [notice], dataScopeIds: [await scopeUnder('param')] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('所属的菜单不在租户 pk0001 的产品包内');
    expect((await grant({ menuIds: [notice], dataScopeIds: [await scopeUnder('notice')] })).statusCode).toBe(
      200,
    );
  });

  it('a tenant without a package may grant any menu', async () => {
    const grant = await granter('pk0002');
    expect((await grant({ menuIds: [menuIdOf.get('param')!] })).statusCode).toBe(200);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPE_CATEGORY, ApiScopeGuard } from '../src/auth/api-scope';
import type { AccessClaims } from '../src/auth/jwt';
import { SESSION_CHECK_MS } from '../src/auth/second-cache';
import { DATA_SCOPE_CATEGORY, dataScopeCondition } from '../src/crud/data-scope';
import { nextId } from '../src/db/ids';
import { bladeNotice, bladeRoleScope, bladeScopeApi, bladeScopeData } from '../src/db/schema';
import { authed, createUser, credentialsOf, dataOf, signIn } from './helpers';
import { serverWithReplicaForFile } from './support/server-for-file';

/**
 * Issue 18: the API-scope grants and a role's data-scope rules are kept by each replica for at most
 * a second, as sessions are, instead of being read on every call. A grant taken away still ends at
 * once on the replica that took it, and within that second on another that had just let it through.
 */
const both = serverWithReplicaForFile();
let admin: string;
beforeAll(async () => {
  admin = (await signIn(both.server.app)).access_token;
});

const TENANT = '000000';
let users = 0;

/** A user of a new role granted `scopes` (inserted directly: no replica has been told). */
async function userWith(scopes: { id: bigint; category: number }[]) {
  users += 1;
  const user = await createUser(both.server.database, {
    tenantId: TENANT,
    account: `cached${users}`,
    roleAlias: 'clerk',
  });
  const roleId = BigInt(user.roleId);
  if (scopes.length) {
    await both.server.database.db
      .insert(bladeRoleScope)
      .values(scopes.map((s) => ({ id: nextId(), roleId, scopeId: s.id, scopeCategory: s.category })));
  }
  const token = (await signIn(both.server.app, credentialsOf(user))).access_token;
  return { roleId: user.roleId, token };
}

async function apiScope(path: string): Promise<bigint> {
  const id = nextId();
  await both.server.database.db.insert(bladeScopeApi).values({
    id,
    menuId: 1n,
    resourceCode: 'notice_api',
    scopeName: `缓存-${id}`,
    scopePath: path,
    scopeType: 2,
  });
  return id;
}

async function ownNoticesRule(): Promise<bigint> {
  const id = nextId();
  await both.server.database.db
    .insert(bladeScopeData)
    .values({ id, menuId: 1n, resourceCode: 'notice', scopeName: `缓存-${id}`, scopeType: 2 });
  return id;
}

/** Takes every grant of the role away through the route, on the first replica. */
async function revokeGrants(roleId: string) {
  const answer = await authed(both.server.app, admin, {
    method: 'POST',
    url: '/api/blade-system/role/grant',
    payload: { roleIds: [roleId], menuIds: [], dataScopeIds: [], apiScopeIds: [] },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

const afterTheSecond = () => new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_MS + 50));

describe('cached API-scope grants', () => {
  it('a grant taken away is refused at once here and within a second on another replica', async () => {
    const { roleId, token } = await userWith([
      { id: await apiScope('/blade-desk/notice/detail'), category: API_SCOPE_CATEGORY },
    ]);
    const list = (app = both.server.app) => authed(app, token, { url: '/api/blade-desk/notice/detail?id=1' });
    expect((await list()).statusCode).toBe(200);
    expect((await list(both.replica.app)).statusCode).toBe(200);
    await revokeGrants(roleId);
    expect((await list()).statusCode).toBe(403);
    await afterTheSecond();
    expect((await list(both.replica.app)).statusCode).toBe(403);
  });

  it('asks the database for a grant once per second, not on every call', async () => {
    const scopeId = await apiScope('/blade-desk/cached-path/**');
    const { roleId } = await userWith([{ id: scopeId, category: API_SCOPE_CATEGORY }]);
    let selects = 0;
    const db = new Proxy(both.server.database.db, {
      get(target, property, receiver) {
        if (property === 'select') selects += 1;
        return Reflect.get(target, property, receiver);
      },
    });
    const guard = new ApiScopeGuard(db);
    const user = { role_id: roleId, role_name: 'clerk' };
    for (let call = 0; call < 3; call++)
      expect(await guard.allows(user, '/blade-desk/cached-path/list')).toBe(true);
    // The rule list, then the grant: each once.
    expect(selects).toBe(2);
  });
});

describe('cached data-scope rules', () => {
  it('a rule taken away widens the list at once here and within a second on another replica', async () => {
    const { roleId, token } = await userWith([{ id: await ownNoticesRule(), category: DATA_SCOPE_CATEGORY }]);
    const total = async (app = both.server.app) =>
      (await dataOf<{ total: number }>(authed(app, token, { url: '/api/blade-desk/notice/list' }))).total;
    // The seeded notices are the administrator's: the new user created none of them.
    expect(await total(both.replica.app)).toBe(0);
    expect(await total()).toBe(0);
    await revokeGrants(roleId);
    const all = await total();
    expect(all).toBeGreaterThan(0);
    await afterTheSecond();
    expect(await total(both.replica.app)).toBe(all);
  });

  it('asks the database for a role’s rules once per second, not on every list', async () => {
    const { roleId } = await userWith([{ id: await ownNoticesRule(), category: DATA_SCOPE_CATEGORY }]);
    let selects = 0;
    const db = new Proxy(both.server.database.db, {
      get(target, property, receiver) {
        if (property === 'selectDistinct') selects += 1;
        return Reflect.get(target, property, receiver);
      },
    });
    const user = { role_id: roleId, role_name: 'clerk', user_id: '7' } as AccessClaims;
    const scoped = {
      code: 'notice',
      owner: bladeNotice.createUser,
      dept: bladeNotice.createDept,
      column: () => undefined,
    };
    for (let call = 0; call < 3; call++) expect(await dataScopeCondition(db, user, scoped)).toBeDefined();
    expect(selects).toBe(1);
  });
});

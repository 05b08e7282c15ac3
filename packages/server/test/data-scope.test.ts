import type { TreeNode } from '@blade-console/blade-client/types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, md5Hex } from '../src/auth/password';
import { DATA_SCOPE_CATEGORY } from '../src/crud/data-scope';
import { nextId } from '../src/db/ids';
import {
  bladeCarousel,
  bladeDept,
  bladeNotice,
  bladeRole,
  bladeRoleScope,
  bladeTenant,
  bladeUser,
} from '../src/db/schema';
import { authed, dataOf, signIn, startSignedIn, type TestServer } from './helpers';

/**
 * Data scopes (issue 17 point 9): a user of each scope type sees exactly the notices the type admits,
 * in the list and in details. Tenant `ds0001`: depts A > B > C and a separate D; the notices were
 * created by `owner` in A, by someone else in A, B, C and D, and one last updated by `owner`.
 */
const TENANT = 'ds0001';
let server: TestServer;
let admin: string;
const dept = { A: nextId(), B: nextId(), C: nextId(), D: nextId() };
const ownerId = nextId();
const otherId = nextId();
const notices = {
  ownA: nextId(),
  otherA: nextId(),
  otherB: nextId(),
  otherC: nextId(),
  otherD: nextId(),
  updatedByOwnerD: nextId(),
};
type NoticeName = keyof typeof notices;

beforeAll(async () => {
  ({ server, token: admin } = await startSignedIn());
  const { db } = server.database;
  await db.insert(bladeTenant).values({ id: nextId(), tenantId: TENANT, tenantName: '数据权限租户' });
  await db.insert(bladeDept).values([
    { id: dept.A, tenantId: TENANT, parentId: 0n, ancestors: '0', deptName: 'A' },
    { id: dept.B, tenantId: TENANT, parentId: dept.A, ancestors: `0,${dept.A}`, deptName: 'B' },
    { id: dept.C, tenantId: TENANT, parentId: dept.B, ancestors: `0,${dept.A},${dept.B}`, deptName: 'C' },
    { id: dept.D, tenantId: TENANT, parentId: 0n, ancestors: '0', deptName: 'D' },
  ]);
  const row = (name: NoticeName, createUser: bigint, createDept: bigint, updateUser = createUser) => ({
    id: notices[name],
    tenantId: TENANT,
    title: name,
    createUser,
    createDept,
    updateUser,
  });
  await db
    .insert(bladeNotice)
    .values([
      row('ownA', ownerId, dept.A),
      row('otherA', otherId, dept.A),
      row('otherB', otherId, dept.B),
      row('otherC', otherId, dept.C),
      row('otherD', otherId, dept.D),
      row('updatedByOwnerD', otherId, dept.D, ownerId),
    ]);
});
afterAll(async () => {
  await server?.close();
});

/** The id of the notice menu, under which the rules hang. */
async function noticeMenuId(): Promise<string> {
  const tree = await dataOf<(TreeNode & { code?: string })[]>(
    authed(server.app, admin, { url: '/api/blade-system/menu/list' }),
  );
  const flat = (nodes: (TreeNode & { code?: string })[]): (TreeNode & { code?: string })[] =>
    nodes.flatMap((n) => [n, ...flat((n.children ?? []) as (TreeNode & { code?: string })[])]);
  return String(flat(tree).find((n) => n.code === 'notice')?.id);
}

/** A rule for resource `notice` through the API (as the scope page saves it); its id. */
async function rule(body: Record<string, unknown>): Promise<bigint> {
  const scopeName = `通知-${nextId()}`;
  const saved = await authed(server.app, admin, {
    method: 'POST',
    url: '/api/blade-system/data-scope/submit',
    payload: { menuId: await noticeMenuId(), resourceCode: 'notice', scopeName, ...body },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const page = await dataOf<{ records: { id: string }[] }>(
    authed(server.app, admin, { url: `/api/blade-system/data-scope/list?scopeName=${scopeName}` }),
  );
  return BigInt(page.records[0]!.id);
}

/**
 * Signs in the owner user (dept A) holding one role per given rule list (`[]`: a role with no rule);
 * `alias` names the roles.
 */
async function ownerWith(rulesPerRole: bigint[][], alias = 'user'): Promise<string> {
  const { db } = server.database;
  const roleIds = rulesPerRole.map(() => nextId());
  await db
    .insert(bladeRole)
    .values(roleIds.map((id) => ({ id, tenantId: TENANT, roleName: alias, roleAlias: alias })));
  const scopes = rulesPerRole.flatMap((rules, i) =>
    rules.map((scopeId) => ({
      id: nextId(),
      roleId: roleIds[i]!,
      scopeId,
      scopeCategory: DATA_SCOPE_CATEGORY,
    })),
  );
  if (scopes.length) await db.insert(bladeRoleScope).values(scopes);
  const account = `owner${nextId()}`;
  // Every user shares the owner's id: the notices' create_user names it.
  await db.delete(bladeUser).where(eq(bladeUser.id, ownerId));
  await db.insert(bladeUser).values({
    id: ownerId,
    tenantId: TENANT,
    account,
    password: await hashPassword(md5Hex('secret123')),
    roleId: roleIds.join(','),
    deptId: String(dept.A),
  });
  return (await signIn(server.app, { tenantId: TENANT, username: account, password: 'secret123' }))
    .access_token;
}

async function listed(token: string): Promise<NoticeName[]> {
  const page = await dataOf<{ records: { id: string }[] }>(
    authed(server.app, token, { url: '/api/blade-desk/notice/list?size=100' }),
  );
  const names = new Map(Object.entries(notices).map(([name, id]) => [String(id), name as NoticeName]));
  return page.records.map((r) => names.get(r.id) as NoticeName).sort();
}

/** Each notice's detail: 200 with the row inside the scope, 403 outside it. */
async function detailStatuses(token: string): Promise<Record<NoticeName, number>> {
  const out = {} as Record<NoticeName, number>;
  for (const [name, id] of Object.entries(notices)) {
    const r = await authed(server.app, token, { url: `/api/blade-desk/notice/detail?id=${id}` });
    out[name as NoticeName] = r.statusCode;
    if (r.statusCode === 200) expect(r.json().data.title).toBe(name);
    else expect(r.json().msg).toContain('数据权限');
  }
  return out;
}

/** Expects exactly `visible` in the list and in details (the rest 403). */
async function expectSees(token: string, visible: NoticeName[]): Promise<void> {
  expect(await listed(token)).toEqual([...visible].sort());
  const expected = Object.fromEntries(
    Object.keys(notices).map((name) => [name, visible.includes(name as NoticeName) ? 200 : 403]),
  );
  expect(await detailStatuses(token)).toEqual(expected);
}

const ALL: NoticeName[] = ['ownA', 'otherA', 'otherB', 'otherC', 'otherD', 'updatedByOwnerD'];

describe('data scopes on notice lists and details', () => {
  it('all (全部): every notice of the tenant', async () => {
    await expectSees(await ownerWith([[await rule({ scopeType: 1 })]]), ALL);
  });

  it('own (本人): the notices the user created', async () => {
    await expectSees(await ownerWith([[await rule({ scopeType: 2, scopeColumn: 'create_user' })]]), ['ownA']);
  });

  it('own department (本部门): the notices created in the user’s department', async () => {
    await expectSees(await ownerWith([[await rule({ scopeType: 3 })]]), ['ownA', 'otherA']);
  });

  it('own department and below (本部门及以下): the department and every one under it', async () => {
    await expectSees(await ownerWith([[await rule({ scopeType: 4 })]]), [
      'ownA',
      'otherA',
      'otherB',
      'otherC',
    ]);
  });

  it('custom (自定义): a column equal to one of the user’s values, no SQL', async () => {
    const token = await ownerWith([
      [await rule({ scopeType: 5, scopeColumn: 'update_user', scopeValue: 'userId' })],
    ]);
    await expectSees(token, ['ownA', 'updatedByOwnerD']);
  });

  it('an update or removal of a row outside the scope answers 403 and changes nothing', async () => {
    const token = await ownerWith([[await rule({ scopeType: 2 })]]);
    const write = (url: string, payload?: Record<string, unknown>) =>
      authed(server.app, token, { method: 'POST', url: `/api/blade-desk/notice/${url}`, payload });
    const edit = await write('submit', { id: String(notices.otherA), title: 'taken' });
    expect([edit.statusCode, edit.json().msg]).toEqual([403, expect.stringContaining('数据权限')]);
    expect((await write(`remove?ids=${notices.ownA},${notices.otherB}`)).statusCode).toBe(403);
    expect(await listed(await ownerWith([[]]))).toEqual([...ALL].sort());
    expect((await write('submit', { id: String(notices.ownA), title: 'ownA' })).statusCode).toBe(200);
  });

  it('several roles: the widest rule wins, and an all rule lifts the restriction', async () => {
    const own = await rule({ scopeType: 2 });
    const dept = await rule({ scopeType: 3 });
    await expectSees(await ownerWith([[own], [dept]]), ['ownA', 'otherA']);
    await expectSees(await ownerWith([[own], [await rule({ scopeType: 1 })]]), ALL);
  });

  it('no rule granted for the resource, or the administrator role: no restriction', async () => {
    await expectSees(await ownerWith([[]]), ALL);
    await expectSees(await ownerWith([[await rule({ scopeType: 2 })]], 'administrator'), ALL);
  });

  it('a rule of another resource code leaves notices alone', async () => {
    const saved = await authed(server.app, admin, {
      method: 'POST',
      url: '/api/blade-system/data-scope/submit',
      payload: { menuId: await noticeMenuId(), resourceCode: 'param', scopeName: '参数-本人', scopeType: 2 },
    });
    expect(saved.statusCode).toBe(200);
    const page = await dataOf<{ records: { id: string }[] }>(
      authed(server.app, admin, { url: '/api/blade-system/data-scope/list?scopeName=参数-本人' }),
    );
    await expectSees(await ownerWith([[BigInt(page.records[0]!.id)]]), ALL);
  });
});

describe('data scopes on a generic resource', () => {
  it('carousel (declared in its definition) obeys an own rule in list and detail', async () => {
    const mine = nextId();
    const theirs = nextId();
    const slide = (id: bigint, createUser: bigint) => ({
      id,
      tenantId: TENANT,
      title: String(id),
      imageUrl: 'https://example.com/a.png',
      createUser,
    });
    await server.database.db.insert(bladeCarousel).values([slide(mine, ownerId), slide(theirs, otherId)]);
    const saved = await authed(server.app, admin, {
      method: 'POST',
      url: '/api/blade-system/data-scope/submit',
      payload: {
        menuId: await noticeMenuId(),
        resourceCode: 'carousel',
        scopeName: '轮播-本人',
        scopeType: 2,
      },
    });
    expect(saved.statusCode).toBe(200);
    const page = await dataOf<{ records: { id: string }[] }>(
      authed(server.app, admin, { url: '/api/blade-system/data-scope/list?scopeName=轮播-本人' }),
    );
    // A tenant administrator (alias admin, not administrator) is scoped like anyone.
    const token = await ownerWith([[BigInt(page.records[0]!.id)]], 'admin');
    const list = await dataOf<{ records: { id: string }[] }>(
      authed(server.app, token, { url: '/api/blade-website/carousel/list' }),
    );
    expect(list.records.map((r) => r.id)).toEqual([String(mine)]);
    const detail = (id: bigint) =>
      authed(server.app, token, { url: `/api/blade-website/carousel/detail?id=${id}` }).then(
        (r) => r.statusCode,
      );
    expect([await detail(mine), await detail(theirs)]).toEqual([200, 403]);
  });
});

describe('data-scope rules are stored only as the server applies them', () => {
  const submit = (body: Record<string, unknown>) =>
    noticeMenuId().then((menuId) =>
      authed(server.app, admin, {
        method: 'POST',
        url: '/api/blade-system/data-scope/submit',
        payload: { menuId, resourceCode: 'notice', scopeName: '坏规则', ...body },
      }),
    );

  it.each([
    [{ scopeType: 5, scopeColumn: 'create_user', scopeValue: '1) or 1=1 --' }, '规则值应为当前用户的一项'],
    [{ scopeType: 5, scopeValue: 'userId' }, '需要权限字段'],
    [{ scopeType: 5, scopeColumn: 'create_user; drop table x', scopeValue: 'userId' }, '应为一个列名'],
    [{ scopeType: 5, scopeColumn: 'no_such_column', scopeValue: 'userId' }, '该资源没有列'],
  ])('refuses %o with 400', async (body, message) => {
    const r = await submit(body);
    expect(r.statusCode).toBe(400);
    expect(r.json().msg).toContain(message);
  });
});

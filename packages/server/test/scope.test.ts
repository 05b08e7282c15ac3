import type { GrantTree, GrantTreeKeys, TreeNode } from '@blade-console/blade-client/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileScopePath } from '../src/auth/scope-path';
import { authed, createUser, dataOf, signIn, signInNewUser, startSignedIn, type TestServer } from './helpers';

let server: TestServer;
let token: string;
let menuIdOf: Map<string, string>;
beforeAll(async () => {
  ({ server, token } = await startSignedIn());
  const tree = await dataOf<TreeNode[]>(authed(server.app, token, { url: '/api/blade-system/menu/list' }));
  const flat = (nodes: (TreeNode & { code?: string })[]): (TreeNode & { code?: string })[] =>
    nodes.flatMap((n) => [n, ...flat((n.children ?? []) as (TreeNode & { code?: string })[])]);
  menuIdOf = new Map(
    flat(tree as (TreeNode & { code?: string })[]).map((n) => [String(n.code), String(n.id)]),
  );
});
afterAll(async () => {
  await server?.close();
});

const post = (url: string, payload?: unknown, as = token) =>
  authed(server.app, as, {
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const get = <T>(url: string, as = token) => dataOf<T>(authed(server.app, as, { url }));

async function scopeId(kind: 'data-scope' | 'api-scope', scopeName: string): Promise<string> {
  const page = await get<{ records: { id: string }[] }>(
    `/api/blade-system/${kind}/list?scopeName=${encodeURIComponent(scopeName)}`,
  );
  return page.records[0]!.id;
}

describe('Ant-style scope paths', () => {
  it('match like Spring path patterns, with or without /api', () => {
    const p = compileScopePath('/blade-system/param/**');
    expect(p.test('/blade-system/param/list')).toBe(true);
    expect(p.test('/blade-system/param')).toBe(true);
    expect(p.test('/blade-system/params/list')).toBe(false);
    expect(compileScopePath('/api/blade-desk/notice/*').test('/blade-desk/notice/list')).toBe(true);
    expect(compileScopePath('/blade-desk/notice/*').test('/blade-desk/notice/a/b')).toBe(false);
    expect(compileScopePath('/blade-desk/notice/list').test('/blade-desk/notice/list')).toBe(true);
  });
});

describe('data and API scopes', () => {
  it('adds, lists by menuId, details with the type name, edits and removes scopes', async () => {
    const menuId = menuIdOf.get('notice')!;
    const created = await post('/api/blade-system/data-scope/submit', {
      menuId,
      resourceCode: 'notice',
      scopeName: '通知-本人可见',
      scopeClass: 'Notice',
      scopeColumn: 'create_user',
      scopeType: 2,
    });
    expect(created.statusCode, created.body).toBe(200);
    const page = await get<{ records: Record<string, unknown>[] }>(
      `/api/blade-system/data-scope/list?menuId=${menuId}`,
    );
    expect(page.records).toEqual([
      expect.objectContaining({ scopeName: '通知-本人可见', scopeTypeName: '本人可见', menuId }),
    ]);
    const other = await get<{ total: number }>(
      `/api/blade-system/data-scope/list?menuId=${menuIdOf.get('param')}`,
    );
    expect(other.total).toBe(0);
    const id = String(page.records[0]!.id);
    await post('/api/blade-system/data-scope/submit', { id, scopeName: '通知-本人' });
    expect(await get(`/api/blade-system/data-scope/detail?id=${id}`)).toMatchObject({
      scopeName: '通知-本人',
      scopeType: 2,
    });
    expect((await post(`/api/blade-system/data-scope/remove?ids=${id}`)).statusCode).toBe(200);
    expect((await get<{ total: number }>(`/api/blade-system/data-scope/list?menuId=${menuId}`)).total).toBe(
      0,
    );
  });

  it('rejects scopes without a live menu or with a bad path', async () => {
    const param = menuIdOf.get('param');
    const refusals: [Record<string, unknown>, unknown][] = [
      [
        { menuId: '42', resourceCode: 'x', scopeName: 'x', scopePath: '/x' },
        expect.stringContaining('菜单 42 不存在'),
      ],
      [
        { menuId: param, resourceCode: 'x', scopeName: 'x', scopePath: 'blade-system/param' },
        expect.stringContaining('以 / 开头'),
      ],
      [{ menuId: param, scopeName: 'x' }, '权限编号不能为空'],
    ];
    for (const [body, msg] of refusals) {
      const refused = await post('/api/blade-system/api-scope/submit', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toEqual(msg);
    }
    const badFilter = await authed(server.app, token, { url: '/api/blade-system/api-scope/list?menuId=abc' });
    expect(badFilter.statusCode).toBe(400);
  });

  it('shows scopes under their menus in grant-tree and persists role grants of scopes', async () => {
    const noticeMenu = menuIdOf.get('notice')!;
    await post('/api/blade-system/data-scope/submit', {
      menuId: noticeMenu,
      resourceCode: 'notice',
      scopeName: '通知-全部',
      scopeType: 1,
    });
    await post('/api/blade-system/api-scope/submit', {
      menuId: noticeMenu,
      resourceCode: 'notice_api',
      scopeName: '通知接口',
      scopePath: '/blade-desk/notice/**',
      scopeType: 2,
    });
    const tree = await get<GrantTree>('/api/blade-system/menu/grant-tree');
    const desk = tree.dataScope.find((n) => n.title === '工作台')!;
    expect(desk.children?.[0]).toMatchObject({
      title: '通知公告',
      children: [expect.objectContaining({ title: '通知-全部' })],
    });
    expect(tree.apiScope[0]?.children?.[0]?.children?.[0]).toMatchObject({
      title: '通知接口',
      parentId: noticeMenu,
    });

    const dataId = await scopeId('data-scope', '通知-全部');
    const apiId = await scopeId('api-scope', '通知接口');
    const role = await createUser(server.database, { account: 'scoped', roleAlias: 'clerk' });
    const grant = await post('/api/blade-system/role/grant', {
      roleIds: [role.roleId],
      menuIds: [noticeMenu],
      dataScopeIds: [dataId],
      apiScopeIds: [apiId],
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const keys = await get<GrantTreeKeys>(`/api/blade-system/menu/role-tree-keys?roleIds=${role.roleId}`);
    expect(keys).toEqual({ menu: [noticeMenu], dataScope: [dataId], apiScope: [apiId] });

    const stale = await post('/api/blade-system/role/grant', {
      roleIds: [role.roleId],
      menuIds: [],
      dataScopeIds: ['12345'],
      apiScopeIds: [],
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().msg).toContain('数据权限不存在');
  });
});

describe('API-scope enforcement', () => {
  it('reserves a scoped path for roles granted the scope; administrators bypass', async () => {
    // `scoped` holds the notice API scope (previous test); `unscoped` has the same menus but no scope.
    const scoped = (await signIn(server.app, { username: 'scoped', password: 'secret123' })).access_token;
    const unscoped = await signInNewUser(server, { account: 'unscoped', roleAlias: 'clerk2' });

    expect((await authed(server.app, scoped, { url: '/api/blade-desk/notice/list' })).statusCode).toBe(200);
    const denied = await authed(server.app, unscoped, { url: '/api/blade-desk/notice/list' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 403, success: false });
    expect(denied.json().msg).toContain('/api/blade-desk/notice/list');
    // Paths no scope covers stay open.
    expect(
      (await authed(server.app, unscoped, { url: '/api/blade-system/region/lazy-tree' })).statusCode,
    ).toBe(200);
    expect((await authed(server.app, token, { url: '/api/blade-desk/notice/list' })).statusCode).toBe(200);

    // Removing the scope opens the path again at once.
    const apiId = await scopeId('api-scope', '通知接口');
    await post(`/api/blade-system/api-scope/remove?ids=${apiId}`);
    expect((await authed(server.app, unscoped, { url: '/api/blade-desk/notice/list' })).statusCode).toBe(200);
  });

  it('keeps scope management to administrators', async () => {
    const userToken = await signInNewUser(server, { roleAlias: 'user' });
    expect(
      (await authed(server.app, userToken, { url: '/api/blade-system/api-scope/list' })).statusCode,
    ).toBe(401);
    expect((await server.app.inject('/api/blade-system/data-scope/list')).statusCode).toBe(401);
  });
});

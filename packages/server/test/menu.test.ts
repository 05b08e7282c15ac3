import type { Menu } from '@blade-console/blade-client/types';
import { describe, expect, it } from 'vitest';
import { authed, createUser, signIn } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

const signedIn = signedInServerForFile();

function flatten(menus: Menu[]): Menu[] {
  return menus.flatMap((m) => [m, ...flatten(m.children ?? [])]);
}

describe('GET /api/blade-system/menu/routes', () => {
  it('gives the administrator every console area as a sorted forest of menus (no buttons)', async () => {
    const response = await authed(signedIn.server.app, signedIn.token, {
      url: '/api/blade-system/menu/routes',
    });
    expect(response.statusCode).toBe(200);
    const forest = response.json<{ data: Menu[] }>().data;
    // `sort` is optional in the wire type (a submit may omit it), but every listed menu carries one.
    const sorts = forest.map((m) => m.sort);
    expect(sorts.every((sort) => typeof sort === 'number')).toBe(true);
    expect(sorts).toEqual([...sorts].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(forest[0]).toMatchObject({ code: 'desk', name: '工作台', path: '/desk', parentId: '0' });
    const all = flatten(forest);
    expect(all.every((m) => m.category === 1)).toBe(true);
    const paths = all.map((m) => m.path);
    for (const path of [
      '/system/param',
      '/system/user',
      '/system/dict-biz',
      '/system/tenant-package',
      '/resource/oss',
      '/website/news',
      '/flow/model',
      '/work/todo',
      '/monitor/log/error',
      '/desk/notice',
    ]) {
      expect(paths).toContain(path);
    }
    const system = forest.find((m) => m.code === 'system')!;
    expect(system.children?.map((c) => c.code)).toContain('param');
    expect(typeof system.id).toBe('string');
  });

  it('gives the user role the desk, the notices and 我的事务', async () => {
    const user = await createUser(signedIn.server.database, { account: 'plain', roleAlias: 'user' });
    // The seeded `user` role carries the grants; give this user that role.
    const { access_token } = await signIn(signedIn.server.app, {
      username: user.account,
      password: user.password,
    });
    const own = await authed(signedIn.server.app, access_token, { url: '/api/blade-system/menu/routes' });
    expect(own.json().data).toEqual([]); // a fresh role has no grants

    const { db } = signedIn.server.database;
    const { bladeUser } = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await db.update(bladeUser).set({ roleId: '1123598816738675202' }).where(eq(bladeUser.account, 'plain'));
    const token = (await signIn(signedIn.server.app, { username: user.account, password: user.password }))
      .access_token;
    const routes = await authed(signedIn.server.app, token, { url: '/api/blade-system/menu/routes' });
    const work = ['work', 'work_start', 'work_claim', 'work_todo', 'work_send', 'work_done', 'work_leave'];
    expect(flatten(routes.json().data).map((m: Menu) => m.code)).toEqual(['desk', 'notice', ...work]);
    const buttons = await authed(signedIn.server.app, token, { url: '/api/blade-system/menu/buttons' });
    const codes = flatten(buttons.json().data).map((m: Menu) => m.code);
    expect(codes).toEqual(['desk', 'notice', 'notice_add', 'notice_edit', 'notice_delete', 'notice_view']);
  });
});

describe('GET /api/blade-system/menu/buttons and top-menu', () => {
  it('gives pages with their buttons as leaves', async () => {
    const response = await authed(signedIn.server.app, signedIn.token, {
      url: '/api/blade-system/menu/buttons',
    });
    const all = flatten(response.json<{ data: Menu[] }>().data);
    const param = all.find((m) => m.code === 'param')!;
    expect(param.children?.map((b) => b.code)).toEqual([
      'param_add',
      'param_edit',
      'param_delete',
      'param_view',
    ]);
    expect(param.children?.every((b) => b.category === 2)).toBe(true);
  });

  it('lists top menus (none seeded)', async () => {
    const response = await authed(signedIn.server.app, signedIn.token, {
      url: '/api/blade-system/menu/top-menu',
    });
    expect(response.json()).toMatchObject({ code: 200, data: [] });
  });

  it('needs a token for buttons', async () => {
    expect((await signedIn.server.app.inject('/api/blade-system/menu/buttons')).statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { SEED_IDS } from '../src/db/seed';
import { authed } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

/**
 * The keys a grant dialog opens with (`role-tree-keys`, `top-tree-keys`) are sent back with the
 * grant: menus and scopes deleted since they were granted must not be among them, or the grant is
 * refused ("菜单不存在或已被删除") and the role can never be saved again.
 */
const signedIn = signedInServerForFile();

type Keys = { menu: string[]; dataScope: string[]; apiScope: string[] };

async function get<T>(url: string): Promise<T> {
  const response = await authed(signedIn.server.app, signedIn.token, { url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data as T;
}

async function post(url: string, payload?: Record<string, unknown>) {
  const response = await authed(signedIn.server.app, signedIn.token, {
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() as { code: number; msg: string } };
}

async function postOk(url: string, payload?: Record<string, unknown>) {
  const { status, body } = await post(url, payload);
  expect(status, `${url}: ${body.msg}`).toBe(200);
}

async function createMenu(code: string): Promise<string> {
  await postOk('/api/blade-system/menu/submit', {
    code,
    name: code,
    path: `/${code}`,
    category: 1,
    sort: 100,
  });
  const [menu] = await get<{ id: string }[]>(`/api/blade-system/menu/list?code_equal=${code}`);
  return menu!.id;
}

describe('grant dialog keys leave out deleted menus and scopes', () => {
  it('role-tree-keys: a role granted a since-deleted menu and scope can be granted its keys again', async () => {
    const role = String(SEED_IDS.userRole);
    const before = await get<Keys>(`/api/blade-system/menu/role-tree-keys?roleIds=${role}`);
    const gone = await createMenu('gone_menu');
    await postOk('/api/blade-system/data-scope/submit', {
      menuId: gone,
      resourceCode: 'gone',
      scopeName: '将删除的数据权限',
      scopeClass: 'Gone',
      scopeColumn: 'create_user',
      scopeType: 2,
    });
    const [scope] = (
      await get<{ records: { id: string }[] }>(`/api/blade-system/data-scope/list?menuId=${gone}`)
    ).records;
    await postOk('/api/blade-system/role/grant', {
      roleIds: [role],
      menuIds: [...before.menu, gone],
      dataScopeIds: [scope!.id],
      apiScopeIds: [],
    });
    const granted = await get<Keys>(`/api/blade-system/menu/role-tree-keys?roleIds=${role}`);
    expect(granted.menu).toContain(gone);
    expect(granted.dataScope).toEqual([scope!.id]);

    await postOk(`/api/blade-system/data-scope/remove?ids=${scope!.id}`);
    await postOk(`/api/blade-system/menu/remove?ids=${gone}`);
    const after = await get<Keys>(`/api/blade-system/menu/role-tree-keys?roleIds=${role}`);
    expect(after.menu.sort()).toEqual([...before.menu].sort());
    expect(after.dataScope).toEqual([]);
    // What the dialog sends back is accepted.
    await postOk('/api/blade-system/role/grant', {
      roleIds: [role],
      menuIds: after.menu,
      dataScopeIds: after.dataScope,
      apiScopeIds: after.apiScope,
    });
    // A deleted menu itself is still refused.
    const refused = await post('/api/blade-system/role/grant', {
      roleIds: [role],
      menuIds: [gone],
      dataScopeIds: [],
      apiScopeIds: [],
    });
    expect(refused.body).toMatchObject({ code: 400, msg: '菜单不存在或已被删除' });
    await postOk('/api/blade-system/role/grant', {
      roleIds: [role],
      menuIds: before.menu,
      dataScopeIds: [],
      apiScopeIds: [],
    });
  });

  it('top-tree-keys: a deleted menu is no longer among a top menu’s keys', async () => {
    const kept = await createMenu('kept_top_menu');
    const gone = await createMenu('gone_top_menu');
    await postOk('/api/blade-system/topmenu/submit', { code: 'keys_top', name: '键', sort: 1 });
    const [top] = (await get<{ records: { id: string }[] }>('/api/blade-system/topmenu/list?code=keys_top'))
      .records;
    await postOk('/api/blade-system/topmenu/grant', { topMenuIds: [top!.id], menuIds: [kept, gone] });
    const url = `/api/blade-system/menu/top-tree-keys?topMenuIds=${top!.id}`;
    expect((await get<Keys>(url)).menu.sort()).toEqual([kept, gone].sort());
    await postOk(`/api/blade-system/menu/remove?ids=${gone}`);
    expect((await get<Keys>(url)).menu).toEqual([kept]);
    // As for roles, a deleted menu itself is refused (one check serves both grants).
    const refused = await post('/api/blade-system/topmenu/grant', {
      topMenuIds: [top!.id],
      menuIds: [kept, gone],
    });
    expect(refused.body).toMatchObject({ code: 400, msg: '菜单不存在或已被删除' });
    expect((await get<Keys>(url)).menu).toEqual([kept]);
  });
});

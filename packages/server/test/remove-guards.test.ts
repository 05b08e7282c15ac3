import { describe, expect, it } from 'vitest';
import { authed, signIn, signInNewUser } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

// What a removal must never take, and how a batch is removed: all of it or nothing.
const signedIn = signedInServerForFile();

/** Seeded (blade-api.md): the administrator, its role, and the platform tenant 000000. */
const ADMIN_USER_ID = '1123598821738675201';
const ADMINISTRATOR_ROLE_ID = '1123598816738675201';
const PLATFORM_TENANT_ROW_ID = '1123598820738675201';

function post(url: string, options: { token?: string; language?: string; payload?: object } = {}) {
  return authed(signedIn.server.app, options.token ?? signedIn.token, {
    method: 'POST',
    url,
    payload: options.payload,
    headers: options.language ? { 'accept-language': options.language } : {},
  });
}

/** A POST with its fields in a urlencoded form body, as the administrator. */
function postForm(url: string, form: string) {
  return authed(signedIn.server.app, signedIn.token, {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });
}

function get(url: string, token = signedIn.token) {
  return authed(signedIn.server.app, token, { url });
}

describe('what a removal refuses', () => {
  it('an administrator cannot delete their own account (BladeX: 不能删除本账号), and can still sign in', async () => {
    const zh = await post(`/api/blade-user/remove?ids=${ADMIN_USER_ID}`);
    expect(zh.statusCode, zh.body).toBe(400);
    expect(zh.json()).toMatchObject({ code: 400, success: false, msg: '不能删除本账号!' });
    const en = await post(`/api/blade-user/remove?ids=${ADMIN_USER_ID}`, { language: 'en' });
    expect(en.json().msg).toBe('You cannot delete your own account: ask another administrator');
    const detail = await get(`/api/blade-user/detail?id=${ADMIN_USER_ID}`);
    expect(detail.json().data).toMatchObject({ id: ADMIN_USER_ID, account: 'admin' });
    expect((await signIn(signedIn.server.app)).access_token).toBeTruthy();
  });

  it('the platform tenant 000000 is not deleted', async () => {
    const response = await post(`/api/blade-system/tenant/remove?ids=${PLATFORM_TENANT_ROW_ID}`, {
      language: 'en',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().msg).toBe('The platform tenant 000000 cannot be deleted');
    const page = await get('/api/blade-system/tenant/list?tenantId=000000');
    expect(page.json().data.records.map((row: { id: string }) => row.id)).toContain(PLATFORM_TENANT_ROW_ID);
  });

  it('the super administrator role is not deleted', async () => {
    const response = await post(`/api/blade-system/role/remove?ids=${ADMINISTRATOR_ROLE_ID}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().msg).toMatch(/^不可删除超级管理员角色「.+」!$/);
    const detail = await get(`/api/blade-system/role/detail?id=${ADMINISTRATOR_ROLE_ID}`);
    expect(detail.json().data).toMatchObject({ id: ADMINISTRATOR_ROLE_ID, roleAlias: 'administrator' });
  });

  it("a tenant's administrator cannot delete the role they hold", async () => {
    const token = await signInNewUser(signedIn.server, { tenantId: '730001', roleAlias: 'admin' });
    const roles = (await get('/api/blade-system/role/list', token)).json().data as { id: string }[];
    expect(roles).toHaveLength(1);
    const response = await post(`/api/blade-system/role/remove?ids=${roles[0]!.id}`, {
      token,
      language: 'en',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().msg).toBe('You cannot delete the role "admin": it is one of your own roles');
    expect((await get('/api/blade-system/role/list', token)).json().data).toHaveLength(1);
  });
});

describe('a batch removal', () => {
  async function addParam(key: string): Promise<string> {
    const added = await post('/api/blade-system/param/submit', {
      payload: { paramName: key, paramKey: key, paramValue: 'v' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const page = await get(`/api/blade-system/param/list?paramKey_equal=${key}`);
    return page.json().data.records[0].id;
  }

  it('holding an id already removed removes none of it (architecture.md: 参数不存在或已被删除)', async () => {
    const gone = await addParam('remove.gone');
    const live = await addParam('remove.live');
    expect((await post(`/api/blade-system/param/remove?ids=${gone}`)).statusCode).toBe(200);

    for (const ids of [`${live},${gone}`, `${live},123`]) {
      const response = await post(`/api/blade-system/param/remove?ids=${ids}`, { language: 'en' });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        msg: 'The Parameter does not exist or was removed',
      });
      const detail = await get(`/api/blade-system/param/detail?id=${live}`);
      expect(detail.json().data).toMatchObject({ id: live, paramKey: 'remove.live' });
    }
    expect((await post(`/api/blade-system/param/remove?ids=${live}`)).statusCode).toBe(200);
  });
});

describe('ids in a form body', () => {
  it("are read as in the query, as Blade's @RequestParam reads them (blade-api.md §1: query, urlencoded or multipart)", async () => {
    const added = await post('/api/blade-system/param/submit', {
      payload: { paramName: 'form', paramKey: 'remove.form', paramValue: 'v' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = (await get('/api/blade-system/param/list?paramKey_equal=remove.form')).json().data.records[0]
      .id;
    const removed = await postForm('/api/blade-system/param/remove', `ids=${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      (await get('/api/blade-system/param/list?paramKey_equal=remove.form')).json().data.records,
    ).toEqual([]);

    const unlocked = await postForm('/api/blade-user/unlock', `userIds=${ADMIN_USER_ID}`);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
  });
});

describe('who may call a route comes before what its body must hold', () => {
  it('a user without the administrator role gets 401 for an empty body, not the rules of the form', async () => {
    const token = await signInNewUser(signedIn.server, { roleAlias: 'user' });
    for (const url of ['/api/blade-system/param/submit', '/api/blade-order/order/submit']) {
      const response = await post(url, { token, payload: {}, language: 'en' });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 401, success: false });
      expect(response.json().msg).not.toMatch(/required/i);
    }
  });
});

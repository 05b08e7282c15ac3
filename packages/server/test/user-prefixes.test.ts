import type { Page, TreeNode, User } from '@blade-console/blade-client/types';
import { describe, expect, it } from 'vitest';
import { md5Hex } from '../src/auth/password';
import { SEED_IDS } from '../src/db/seed';
import { userPathAliases } from '../src/http/user-prefixes';
import { sayZh } from '../src/i18n';
import { REGISTERED_MESSAGE } from '../src/services/user/guest';
import { authed, dataOf, requestToken, signIn, signInNewUser } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

/**
 * The user service under BladeX 4.x's `/blade-system/user/*` as well as SPEC's `/blade-user/*`: the
 * same handlers and rules (admin-only writes, public guest registration, API scopes) under both.
 */
const signedIn = signedInServerForFile();

const SYSTEM = '/api/blade-system/user';
const OWN = '/api/blade-user';

const get = <T>(url: string, as = signedIn.token) => dataOf<T>(authed(signedIn.server.app, as, { url }));
const post = (url: string, payload?: Record<string, unknown>, as = signedIn.token) =>
  authed(signedIn.server.app, as, { method: 'POST', url, ...(payload ? { payload } : {}) });

describe('user service under /blade-system/user', () => {
  it('maps a user path onto every prefix and leaves other paths alone', () => {
    expect(userPathAliases('/api/blade-system/user/remove')).toEqual([
      '/api/blade-user/remove',
      '/api/blade-system/user/remove',
    ]);
    expect(userPathAliases('/blade-user/page')).toEqual(['/blade-user/page', '/blade-system/user/page']);
    expect(userPathAliases('/api/blade-user-x/page')).toEqual(['/api/blade-user-x/page']);
    expect(userPathAliases('/api/blade-system/users')).toEqual(['/api/blade-system/users']);
  });

  it('lists, pages and details the same users under both prefixes', async () => {
    const viaSystem = await get<Page<User>>(`${SYSTEM}/page?account_equal=admin`);
    const viaOwn = await get<Page<User>>(`${OWN}/page?account_equal=admin`);
    expect(viaSystem.records.map((u) => u.id)).toEqual(viaOwn.records.map((u) => u.id));
    expect(viaSystem.records[0]).toMatchObject({ account: 'admin', roleName: expect.any(String) });
    const listed = await get<Page<User>>(`${SYSTEM}/list?account_equal=admin`);
    expect(listed.total).toBe(1);
    const detail = await get<User>(`${SYSTEM}/detail?id=${viaOwn.records[0]!.id}`);
    expect(detail).toMatchObject({ account: 'admin' });
    expect(detail).not.toHaveProperty('password');
    expect(await get<User>(`${SYSTEM}/info`)).toMatchObject({ account: 'admin' });
  });

  it('writes through the same rules: submit, update, grant, reset-password, unlock, remove', async () => {
    const created = await post(`${SYSTEM}/submit`, { account: 'fourx', realName: '四代' });
    expect(created.statusCode, created.body).toBe(200);
    // The per-tenant unique account holds across prefixes: it is one table and one rule.
    const dup = await post(`${OWN}/submit`, { account: 'fourx', realName: 'x' });
    expect(dup.json()).toMatchObject({ code: 400, msg: '当前账号已被使用!' });

    const [user] = (await get<Page<User>>(`${OWN}/page?account_equal=fourx`)).records;
    expect((await post(`${SYSTEM}/update`, { id: user!.id, realName: '改名' })).statusCode).toBe(200);
    expect(await get<User>(`${OWN}/detail?id=${user!.id}`)).toMatchObject({ realName: '改名' });
    // `update` still needs the id under the other prefix.
    expect((await post(`${SYSTEM}/update`, { realName: 'x' })).statusCode).toBe(400);

    const roleId = String(SEED_IDS.userRole);
    expect((await post(`${SYSTEM}/grant?userIds=${user!.id}&roleIds=${roleId}`)).statusCode).toBe(200);
    expect(await get<User>(`${OWN}/detail?id=${user!.id}`)).toMatchObject({ roleId });

    expect((await post(`${SYSTEM}/reset-password?userIds=${user!.id}`)).statusCode).toBe(200);
    // Locked out by wrong passwords, then unlocked under the 4.x prefix.
    for (let i = 0; i < 5; i++)
      await requestToken(signedIn.server.app, { username: 'fourx', password: 'bad' });
    expect(
      (await requestToken(signedIn.server.app, { username: 'fourx', password: '123456' })).statusCode,
    ).toBe(400);
    expect((await post(`${SYSTEM}/unlock?userIds=${user!.id}`)).statusCode).toBe(200);
    // The tenant's initial password (123456) signs the user in, to change it first.
    const session = await signIn(signedIn.server.app, { username: 'fourx', password: '123456' });

    // Own password, then own record, as the signed-in user.
    const changed = await post(
      `${SYSTEM}/update-password?oldPassword=${md5Hex('123456')}&newPassword=${md5Hex('n3w')}&newPassword1=${md5Hex('n3w')}`,
      undefined,
      session.access_token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const renewed = await signIn(signedIn.server.app, { username: 'fourx', password: 'n3w' });
    const info = await post(`${SYSTEM}/update-info`, { phone: '13800000000' }, renewed.access_token);
    expect(info.statusCode, info.body).toBe(200);

    expect((await post(`${SYSTEM}/remove?ids=${user!.id}`)).statusCode).toBe(200);
    expect((await get<Page<User>>(`${OWN}/page?account_equal=fourx`)).total).toBe(0);
  });

  it('keeps administration to administrators and answers unknown user paths with 404', async () => {
    const plain = await signInNewUser(signedIn.server, { account: 'plain4x', roleAlias: 'user' });
    const page = await authed(signedIn.server.app, plain, { url: `${SYSTEM}/page` });
    expect(page.statusCode).toBe(401);
    expect((await post(`${SYSTEM}/submit`, { account: 'sneaky', realName: 'x' }, plain)).statusCode).toBe(
      401,
    );
    // Without a token nothing but the guest registration answers.
    expect((await signedIn.server.app.inject({ url: `${SYSTEM}/info` })).statusCode).toBe(401);
    // Their own record is any signed-in user's.
    expect(await get<User>(`${SYSTEM}/info`, plain)).toMatchObject({ account: 'plain4x' });
    expect(
      (await authed(signedIn.server.app, signedIn.token, { url: `${SYSTEM}/no-such-thing` })).statusCode,
    ).toBe(404);
  });

  it('takes guest registrations under both prefixes without a token', async () => {
    for (const [prefix, account] of [
      [SYSTEM, 'guest4x'],
      [OWN, 'guestspec'],
    ] as const) {
      const response = await signedIn.server.app.inject({
        method: 'POST',
        url: `${prefix}/register-guest?${new URLSearchParams({ tenantId: '000000', account, password: 'secret123' })}`,
      });
      expect(response.statusCode, `${prefix}: ${response.body}`).toBe(200);
      expect(response.json().msg).toBe(sayZh(REGISTERED_MESSAGE));
    }
    const pending = await get<Page<User>>(`${OWN}/page?account=guest`);
    expect(pending.records.map((u) => u.account).sort()).toEqual(['guest4x', 'guestspec']);
  });

  it('applies an API scope written for one prefix to the other as well', async () => {
    const tree = await get<(TreeNode & { code?: string })[]>('/api/blade-system/menu/list');
    const menuId = String(tree.find((n) => n.code === 'system')?.id ?? tree[0]!.id);
    const clerk = await signInNewUser(signedIn.server, { roleAlias: 'clerk' });
    // Each scope names one prefix only; the call under the other prefix is refused all the same.
    for (const [scopePath, otherUrl] of [
      ['/blade-user/**', `${SYSTEM}/info`],
      ['/blade-system/user/info', `${OWN}/info`],
    ] as const) {
      expect((await authed(signedIn.server.app, clerk, { url: otherUrl })).statusCode, otherUrl).toBe(200);
      const scope = await post('/api/blade-system/api-scope/submit', {
        menuId,
        resourceCode: 'user_api',
        scopeName: scopePath,
        scopePath,
        scopeType: 2,
      });
      expect(scope.statusCode, scope.body).toBe(200);
      const denied = await authed(signedIn.server.app, clerk, { url: otherUrl });
      expect(denied.statusCode, `${scopePath} → ${otherUrl}`).toBe(403);
      // Administrators are never restricted.
      expect((await authed(signedIn.server.app, signedIn.token, { url: otherUrl })).statusCode).toBe(200);
      const [row] = (
        await get<Page<{ id: string }>>(
          `/api/blade-system/api-scope/list?scopeName=${encodeURIComponent(scopePath)}`,
        )
      ).records;
      expect((await post(`/api/blade-system/api-scope/remove?ids=${row!.id}`)).statusCode).toBe(200);
    }
  });
});

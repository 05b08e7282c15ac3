import type { UserPlatform } from '@blade-console/blade-client/types';
import { describe, expect, it } from 'vitest';
import { md5Hex } from '../src/auth/password';
import { sayZh } from '../src/i18n';
import { REGISTERED_MESSAGE } from '../src/services/user/guest';
import { authed, dataOf, requestToken, signInNewUser } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

const signedIn = signedInServerForFile();

function register(query: Record<string, string>) {
  return signedIn.server.app.inject({
    method: 'POST',
    url: `/api/blade-user/register-guest?${new URLSearchParams(query)}`,
  });
}

async function userByAccount(account: string) {
  const page = await dataOf<{ records: Record<string, unknown>[] }>(
    authed(signedIn.server.app, signedIn.token, { url: `/api/blade-user/page?account_equal=${account}` }),
  );
  return page.records[0]!;
}

describe('guest registration and approval', () => {
  it('registers a pending user without a token and answers the SPEC §6 message', async () => {
    const response = await register({
      tenantId: '000000',
      name: '访客甲',
      account: 'guest1',
      password: md5Hex('guest-pass'),
      oauthId: 'gh-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, success: true, msg: sayZh(REGISTERED_MESSAGE) });
    const user = await userByAccount('guest1');
    expect(user).toMatchObject({ account: 'guest1', name: '访客甲', status: 0 });
    expect(user).not.toHaveProperty('password');
  });

  it('keeps a pending user out with a clear error_description, and lets them in once approved', async () => {
    const refused = await requestToken(signedIn.server.app, { username: 'guest1', password: 'guest-pass' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_description).toContain('等待管理员审核');
    // A wrong password still says only "wrong password": status is never revealed to strangers.
    const wrong = await requestToken(signedIn.server.app, { username: 'guest1', password: 'nope' });
    expect(wrong.json().error_description).toBe('用户名或密码错误');

    const user = await userByAccount('guest1');
    const pass = await authed(signedIn.server.app, signedIn.token, {
      method: 'POST',
      url: `/api/blade-user/audit-pass?userIds=${user.id}`,
    });
    expect(pass.statusCode).toBe(200);
    expect(
      (await requestToken(signedIn.server.app, { username: 'guest1', password: 'guest-pass' })).statusCode,
    ).toBe(200);
  });

  it('lets an administrator refuse, or approve through update with status', async () => {
    await register({
      tenantId: '000000',
      name: '访客乙',
      account: 'guest2',
      password: 'plain-pass',
      oauthId: '',
    });
    const user = await userByAccount('guest2');
    await dataOf(
      authed(signedIn.server.app, signedIn.token, {
        method: 'POST',
        url: `/api/blade-user/audit-refuse?userIds=${user.id}`,
      }),
    );
    const refused = await requestToken(signedIn.server.app, { username: 'guest2', password: 'plain-pass' });
    expect(refused.json().error_description).toContain('未通过审核');
    await dataOf(
      authed(signedIn.server.app, signedIn.token, {
        method: 'POST',
        url: '/api/blade-user/update',
        payload: { id: user.id, status: 1 },
      }),
    );
    expect(
      (await requestToken(signedIn.server.app, { username: 'guest2', password: 'plain-pass' })).statusCode,
    ).toBe(200);
  });

  it('lists the registrations awaiting approval with the status filter the console sends', async () => {
    await register({ tenantId: '000000', name: '访客丙', account: 'guest4', password: 'p', oauthId: '' });
    const page = await dataOf<{ records: { account: string; status: number }[] }>(
      authed(signedIn.server.app, signedIn.token, { url: '/api/blade-user/page?current=1&size=50&status=0' }),
    );
    expect(page.records.map((u) => u.account)).toContain('guest4');
    expect(page.records.every((u) => u.status === 0)).toBe(true);
  });

  it('rejects bad registrations with a 400 a person can act on', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ account: 'a', password: 'p' }, '租户ID'],
      [{ tenantId: '000000', password: 'p' }, '账号'],
      [{ tenantId: '000000', account: 'guest3' }, '密码'],
      [{ tenantId: '999999', account: 'guest3', password: 'p' }, '租户 999999 不存在'],
      [{ tenantId: '000000', account: 'guest1', password: 'p' }, '当前账号已被使用'],
      [{ tenantId: '000000', account: 'a b', password: 'p' }, '空格'],
    ];
    for (const [query, message] of cases) {
      const response = await register(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, success: false });
      expect(response.json().msg).toContain(message);
    }
  });

  it('honours the tenant parameter account.registerUser', async () => {
    const adminToken = await signInNewUser(signedIn.server, { tenantId: '300001', roleAlias: 'admin' });
    await dataOf(
      authed(signedIn.server.app, adminToken, {
        method: 'POST',
        url: '/api/blade-system/param/submit',
        payload: { paramName: '注册', paramKey: 'account.registerUser', paramValue: 'false' },
      }),
    );
    const response = await register({ tenantId: '300001', account: 'walker', password: 'p' });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain('未开启注册');
  });

  it('keeps audit actions to administrators of the same tenant', async () => {
    const user = await userByAccount('guest1');
    const audit = (as: string, action: string) =>
      authed(signedIn.server.app, as, {
        method: 'POST',
        url: `/api/blade-user/${action}?userIds=${user.id}`,
      });
    const userToken = await signInNewUser(signedIn.server, { roleAlias: 'user' });
    const forbidden = await audit(userToken, 'audit-pass');
    expect(forbidden.statusCode).toBe(401);
    const otherToken = await signInNewUser(signedIn.server, { tenantId: '300002', roleAlias: 'admin' });
    const crossTenant = await audit(otherToken, 'audit-refuse');
    expect(crossTenant.statusCode).toBe(400);
    expect(crossTenant.json().msg).toContain('不属于当前租户');
    const anonymous = await signedIn.server.app.inject({
      method: 'POST',
      url: `/api/blade-user/audit-pass?userIds=${user.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const forged = await audit(`${signedIn.token}x`, 'audit-pass');
    expect(forged.statusCode).toBe(401);
  });
});

describe('user platforms', () => {
  it('stores and reads a platform extension', async () => {
    const user = await userByAccount('guest1');
    const query = new URLSearchParams({
      userId: String(user.id),
      userType: '2',
      userExt: '{"deviceId":"abc"}',
    });
    await dataOf(
      authed(signedIn.server.app, signedIn.token, {
        method: 'POST',
        url: `/api/blade-user/update-platform?${query}`,
      }),
    );
    const detail = await dataOf<UserPlatform & { account: string }>(
      authed(signedIn.server.app, signedIn.token, { url: `/api/blade-user/platform-detail?id=${user.id}` }),
    );
    expect(detail).toMatchObject({
      account: 'guest1',
      userId: String(user.id),
      userType: 2,
      userExt: '{"deviceId":"abc"}',
    });
    expect(detail).not.toHaveProperty('password');
  });

  it('rejects a bad platform update', async () => {
    const user = await userByAccount('guest1');
    const badJson = await authed(signedIn.server.app, signedIn.token, {
      method: 'POST',
      url: `/api/blade-user/update-platform?userId=${user.id}&userType=2&userExt=nope`,
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().msg).toContain('userExt');
    const badType = await authed(signedIn.server.app, signedIn.token, {
      method: 'POST',
      url: `/api/blade-user/update-platform?userId=${user.id}&userType=9`,
    });
    expect(badType.statusCode).toBe(400);
    const missing = await authed(signedIn.server.app, signedIn.token, {
      method: 'POST',
      url: '/api/blade-user/update-platform?userId=1&userType=1',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('用户不存在');
  });
});

describe('auth extras', () => {
  it('answers the button tree at /blade-auth/oauth/buttons', async () => {
    const buttons = await dataOf<{ code: string; children?: unknown[] }[]>(
      authed(signedIn.server.app, signedIn.token, { url: '/api/blade-auth/oauth/buttons' }),
    );
    expect(buttons.length).toBeGreaterThan(0);
    expect((await signedIn.server.app.inject('/api/blade-auth/oauth/buttons')).statusCode).toBe(401);
  });

  it('stores logs sent with POST /oauth/logout as error logs, with tokens masked', async () => {
    const logs = [
      {
        url: '/system/user',
        time: '2026-01-02 03:04:05',
        type: 'error',
        message: 'x is undefined',
        stack: 'TypeError at bearer a.b.c',
        info: 'render',
      },
    ];
    await dataOf(
      authed(signedIn.server.app, signedIn.token, {
        method: 'POST',
        url: '/api/blade-auth/oauth/logout',
        payload: logs,
      }),
    );
    await signedIn.server.app.bladeLogs.flush();
    const page = await dataOf<{ records: Record<string, unknown>[] }>(
      authed(signedIn.server.app, signedIn.token, {
        url: '/api/blade-log/error/list?requestUri=/system/user',
      }),
    );
    const row = page.records.at(-1)!;
    expect(row).toMatchObject({ requestUri: '/system/user', exceptionName: 'error', createBy: 'admin' });
    const detail = await dataOf<Record<string, string>>(
      authed(signedIn.server.app, signedIn.token, { url: `/api/blade-log/error/detail?id=${row.id}` }),
    );
    expect(detail.message).toBe('x is undefined');
    expect(detail.stackTrace).toBe('TypeError at bearer ******');

    const bad = await authed(signedIn.server.app, signedIn.token, {
      method: 'POST',
      url: '/api/blade-auth/oauth/logout',
      payload: { message: 'not an array' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('数组');
  });
});

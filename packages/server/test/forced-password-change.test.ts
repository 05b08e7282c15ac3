import type { TokenResponse } from '@blade-console/blade-client/types';
import { sm2 } from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { md5Hex } from '../src/auth/password';
import { PASSWORD_CHANGE_REQUIRED, SAME_AS_INITIAL } from '../src/auth/password-change';
import { sayZh } from '../src/i18n';
import { authed, BASIC_SABER, requestToken, signIn } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

/**
 * Issue 17, point 6: an account created or reset with the initial password (123456) must set its
 * own at its first sign-in; until then its token opens only the password change, the user info and
 * sign-out. The seeded demo accounts of tenant 000000 are exempt.
 */
const signedIn = signedInServerForFile();

const app = () => signedIn.server.app;

async function adminPost(url: string, payload?: object) {
  const response = await authed(app(), signedIn.token, {
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function call(token: string, url: string, method: 'GET' | 'POST' = 'GET') {
  return authed(app(), token, { method, url });
}

function changePassword(token: string, from: string, to: string) {
  const [old, fresh] = [md5Hex(from), md5Hex(to)];
  return call(
    token,
    `/api/blade-user/update-password?oldPassword=${old}&newPassword=${fresh}&newPassword1=${fresh}`,
    'POST',
  );
}

function refresh(refreshToken: string) {
  return app().inject({
    method: 'POST',
    url: `/api/blade-auth/oauth/token?${new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken })}`,
    headers: { authorization: BASIC_SABER },
  });
}

async function userId(account: string): Promise<string> {
  const page = await call(signedIn.token, `/api/blade-user/page?account_equal=${account}`);
  return page.json().data.records[0].id;
}

describe('an account created with the initial password', () => {
  it('signs in with a token answer that asks for a change, and only the change, info and sign-out answer', async () => {
    await adminPost('/api/blade-user/submit', { account: 'fresh1', realName: '新人' });
    const first = await signIn(app(), { username: 'fresh1', password: '123456' });
    expect(first.password_change_required).toBe(true);

    for (const url of [
      '/api/blade-user/page',
      '/api/blade-desk/notice/list',
      '/api/blade-system/dict/list',
    ]) {
      const refused = await call(first.access_token, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 403,
        success: false,
        msg: sayZh(PASSWORD_CHANGE_REQUIRED),
      });
    }
    expect((await call(first.access_token, '/api/blade-auth/oauth/user-info')).statusCode).toBe(200);
    expect((await call(first.access_token, '/api/blade-user/info')).statusCode).toBe(200);
    expect((await call(first.access_token, '/api/blade-system/user/info')).statusCode).toBe(200);

    // The initial password again is no change.
    const same = await changePassword(first.access_token, '123456', '123456');
    expect(same.statusCode).toBe(400);
    expect(same.json().msg).toBe(sayZh(SAME_AS_INITIAL));

    expect((await changePassword(first.access_token, '123456', 'my-own-pass')).statusCode).toBe(200);
    // The session's refresh issues a token without the flag, which opens the routes again.
    const renewed = refresh(first.refresh_token);
    const answer = (await renewed).json<TokenResponse>();
    expect(answer.password_change_required).toBeUndefined();
    expect((await call(answer.access_token, '/api/blade-desk/notice/list')).statusCode).toBe(200);
    const again = await signIn(app(), { username: 'fresh1', password: 'my-own-pass' });
    expect(again.password_change_required).toBeUndefined();
  });

  it('is said in the 4.x token answer too (passwordChangeRequired)', async () => {
    await adminPost('/api/blade-user/submit', { account: 'fresh4x', realName: '四代' });
    const publicKey = (await app().inject('/api/blade-auth/public-key')).json().data.publicKey;
    const query = new URLSearchParams({
      tenantId: '000000',
      account: 'fresh4x',
      password: sm2.doEncrypt('123456', publicKey, 0),
      grantType: 'password',
    });
    const answer = await app().inject({
      method: 'POST',
      url: `/api/blade-auth/token?${query}`,
      headers: { authorization: BASIC_SABER },
    });
    expect(answer.json().data.passwordChangeRequired).toBe(true);
  });

  it('lets a flagged token sign out', async () => {
    await adminPost('/api/blade-user/submit', { account: 'fresh2', realName: '新人二' });
    const first = await signIn(app(), { username: 'fresh2', password: '123456' });
    expect((await call(first.access_token, '/api/blade-auth/oauth/logout')).statusCode).toBe(200);
  });

  it('is not asked of an account an administrator gave its own password', async () => {
    await adminPost('/api/blade-user/submit', {
      account: 'chosen',
      realName: '自选',
      password: 'given-pass',
    });
    const first = await signIn(app(), { username: 'chosen', password: 'given-pass' });
    expect(first.password_change_required).toBeUndefined();
    expect((await call(first.access_token, '/api/blade-desk/notice/list')).statusCode).toBe(200);
  });
});

describe('the other ways to the initial password', () => {
  it('reset-password asks for a change again', async () => {
    await adminPost('/api/blade-user/submit', {
      account: 'resetme',
      realName: '重置',
      password: 'given-pass',
    });
    await adminPost(`/api/blade-user/reset-password?userIds=${await userId('resetme')}`);
    const first = await signIn(app(), { username: 'resetme', password: '123456' });
    expect(first.password_change_required).toBe(true);
  });

  it('a new tenant’s admin must change the password before anything else', async () => {
    await adminPost('/api/blade-system/tenant/submit', { tenantName: '强制改密', linkman: '王五' });
    const page = await call(signedIn.token, '/api/blade-system/tenant/list?tenantName=强制改密');
    const tenantId = String(page.json().data.records[0].tenantId);
    const first = await signIn(app(), { tenantId, username: 'admin', password: '123456' });
    expect(first.password_change_required).toBe(true);
    const refused = await call(first.access_token, '/api/blade-user/submit', 'POST');
    expect(refused.statusCode).toBe(403);
  });

  it('exempts the seeded demo accounts of tenant 000000', async () => {
    const admin = await requestToken(app());
    expect(admin.json().password_change_required).toBeUndefined();
  });
});

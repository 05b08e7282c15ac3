import type { TokenResponse } from '@blade-console/blade-client/types';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { md5Hex } from '../src/auth/password';
import { authed, BASIC_SABER, createUser, requestToken, signIn, startTestServer } from './helpers';
import { serverForFile } from './support/server-for-file';

const started = serverForFile(async () => ({ server: await startTestServer() }));

describe('POST /api/blade-auth/oauth/token', () => {
  it('signs the admin in with the password grant and answers the snake_case token JSON', async () => {
    const response = await requestToken(started.server.app);
    expect(response.statusCode).toBe(200);
    const token = response.json<TokenResponse>();
    expect(token).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      tenant_id: '000000',
      user_id: '1123598821738675201',
      user_name: 'admin',
      nick_name: '管理员',
      account: 'admin',
      role_name: 'administrator',
      role_id: '1123598816738675201',
      dept_id: '1123598813738675201',
      avatar: '',
      oauth_id: '',
    });
    expect(token.license).toBe('powered by blade-console');
    expect(token).not.toHaveProperty('password');
    expect(decodeJwt(token.access_token)).toMatchObject({ token_type: 'access_token', account: 'admin' });
    expect(decodeJwt(token.refresh_token)).toMatchObject({ token_type: 'refresh_token' });
  });

  it("accepts Saber's wire: every parameter, the md5 password too, in the query string", async () => {
    const query = new URLSearchParams({
      grant_type: 'password',
      username: 'admin',
      password: md5Hex('admin'),
      tenantId: '000000',
    });
    const response = await started.server.app.inject({
      method: 'POST',
      url: `/api/blade-auth/oauth/token?${query}`,
      headers: { authorization: BASIC_SABER },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('accepts the parameters as a urlencoded body, a JSON body and the Tenant-Id header', async () => {
    const form = new URLSearchParams({
      grant_type: 'password',
      username: 'admin',
      password: md5Hex('admin'),
    });
    const urlencoded = await started.server.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: {
        authorization: BASIC_SABER,
        'content-type': 'application/x-www-form-urlencoded',
        'tenant-id': '000000',
      },
      payload: form.toString(),
    });
    expect(urlencoded.statusCode).toBe(200);
    const json = await started.server.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: BASIC_SABER },
      payload: { grant_type: 'password', username: 'admin', password: md5Hex('admin'), tenantId: '000000' },
    });
    expect(json.statusCode).toBe(200);
  });

  it('rejects a wrong password with HTTP 400 error_description', async () => {
    const response = await requestToken(started.server.app, { username: 'nobody-1', password: 'wrong' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_description: '用户名或密码错误' });
  });

  it('requires a known client (Basic header) with HTTP 401', async () => {
    const missing = await requestToken(started.server.app, { headers: { authorization: '' } });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error_description).toBe('请求头中缺少客户端信息 (Authorization: Basic …)');
    const wrong = await requestToken(started.server.app, {
      headers: { authorization: `Basic ${Buffer.from('saber:nope').toString('base64')}` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('answers social and authorization_code grants with a 400 explaining there is no provider', async () => {
    for (const grantType of ['social', 'authorization_code']) {
      const response = await requestToken(started.server.app, { grantType });
      expect(response.statusCode).toBe(400);
      expect(response.json().error_description).toMatch(/social provider/);
    }
  });

  it('accepts the captcha grant without a captcha when BLADE_CAPTCHA is off', async () => {
    const response = await requestToken(started.server.app, { grantType: 'captcha' });
    expect(response.statusCode).toBe(200);
  });

  it('locks an account for 30 minutes after 5 failed sign-ins', async () => {
    const user = await createUser(started.server.database, { roleAlias: 'user' });
    for (let i = 0; i < 4; i++) {
      const failed = await requestToken(started.server.app, { username: user.account, password: 'wrong' });
      expect(failed.json().error_description).toBe('用户名或密码错误');
    }
    // The same refusals in English for a reader of English.
    const english = { 'accept-language': 'en-GB,en;q=0.9' };
    const fifth = await requestToken(started.server.app, {
      username: user.account,
      password: 'wrong',
      headers: english,
    });
    expect(fifth.json().error_description).toBe('The user name or password is wrong');
    const locked = await requestToken(started.server.app, {
      username: user.account,
      password: user.password,
      headers: english,
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error_description).toBe('Too many failed sign-ins: try again in 30 minutes');
    // Other accounts are unaffected.
    expect((await requestToken(started.server.app)).statusCode).toBe(200);
  });

  it('forgets failures after a successful sign-in', async () => {
    const user = await createUser(started.server.database, { roleAlias: 'user' });
    for (let i = 0; i < 4; i++)
      await requestToken(started.server.app, { username: user.account, password: 'wrong' });
    await signIn(started.server.app, { username: user.account, password: user.password });
    for (let i = 0; i < 4; i++)
      await requestToken(started.server.app, { username: user.account, password: 'wrong' });
    expect(
      (await requestToken(started.server.app, { username: user.account, password: user.password }))
        .statusCode,
    ).toBe(200);
  });

  it('refreshes with the refresh token and reloads the user', async () => {
    const first = await signIn(started.server.app);
    const response = await started.server.app.inject({
      method: 'POST',
      url: `/api/blade-auth/oauth/token?grant_type=refresh_token&scope=all&tenantId=000000&refresh_token=${first.refresh_token}`,
      headers: { authorization: BASIC_SABER },
    });
    expect(response.statusCode).toBe(200);
    const refreshed = response.json<TokenResponse>();
    expect(refreshed.user_id).toBe(first.user_id);
    expect(refreshed.role_name).toBe('administrator');
    const info = await authed(started.server.app, refreshed.access_token, {
      url: '/api/blade-auth/oauth/user-info',
    });
    expect(info.statusCode).toBe(200);
  });

  it('refuses an access token or garbage as a refresh token', async () => {
    const first = await signIn(started.server.app);
    for (const token of [first.access_token, 'garbage']) {
      const response = await started.server.app.inject({
        method: 'POST',
        url: `/api/blade-auth/oauth/token?grant_type=refresh_token&refresh_token=${token}`,
        headers: { authorization: BASIC_SABER },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error_description).toBe('刷新令牌无效或已过期，请重新登录');
    }
  });

  it('honours Dept-Id and Role-Id only when the user has them', async () => {
    const honoured = await signIn(started.server.app, {
      headers: { 'dept-id': '1123598813738675201', 'role-id': '1123598816738675201' },
    });
    expect(honoured.dept_id).toBe('1123598813738675201');
    const ignored = await signIn(started.server.app, { headers: { 'dept-id': '42', 'role-id': '43' } });
    expect(ignored.role_id).toBe('1123598816738675201');
  });
});

describe('other /api/blade-auth endpoints', () => {
  it('returns the signed-in user with roles in data.roles and no password', async () => {
    const { access_token } = await signIn(started.server.app);
    const response = await authed(started.server.app, access_token, {
      url: '/api/blade-auth/oauth/user-info',
    });
    expect(response.json()).toMatchObject({
      code: 200,
      success: true,
      data: { account: 'admin', realName: '管理员', roles: ['administrator'], tenantId: '000000' },
    });
    expect(JSON.stringify(response.json())).not.toMatch(/password/i);
  });

  it('logs out (GET and POST) and clears the cache with an envelope', async () => {
    const { access_token } = await signIn(started.server.app);
    // POST only stores the console's error log; GET ends the session, so it comes last.
    for (const [method, url] of [
      ['POST', '/api/blade-auth/oauth/logout'],
      ['GET', '/api/blade-auth/oauth/clear-cache'],
      ['GET', '/api/blade-auth/oauth/logout'],
    ] as const) {
      const response = await authed(started.server.app, access_token, { method, url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ code: 200, success: true });
    }
    const after = await authed(started.server.app, access_token, {
      url: '/api/blade-auth/oauth/clear-cache',
    });
    expect(after.statusCode).toBe(401);
  });

  it('needs a token for user-info', async () => {
    expect((await started.server.app.inject('/api/blade-auth/oauth/user-info')).statusCode).toBe(401);
  });
});

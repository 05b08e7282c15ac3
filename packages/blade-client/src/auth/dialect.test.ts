/// <reference path="./sm-crypto.d.ts" />
import { setupServer } from 'msw/node';
import { sm2 } from 'sm-crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBladeClient } from '../client';
import { createHandlers } from '../mocks/handlers';
import { ADMIN_ID, ADMIN_ROLE_ID, ROOT_DEPT_ID } from '../mocks/seed';
import { createMockStore } from '../mocks/store';
import { createMemoryCookieJar } from '../storage/cookies';
import { createMemoryStorage } from '../storage/memory';
import { createBladeStorage } from '../storage/storage';
import { createFakeFetch, ok } from '../test-utils';
import type { AuthInfo } from '../types/auth';
import { type BladeDialect, DIALECTS, fromAuthInfo, parseDialect } from './dialect';
import { hashPassword } from './password';

// Node's fetch needs absolute URLs, so the client and the handlers share an absolute base.
const baseUrl = 'http://localhost/api';
const store = createMockStore();
const server = setupServer(...createHandlers({ baseUrl, store }));

/** Every request the mocks saw in the current test, with its body as text. */
let seen: Array<{ method: string; url: URL; headers: Headers; body: string }> = [];
server.events.on('request:start', async ({ request }) => {
  const body = await request.clone().text();
  seen.push({ method: request.method, url: new URL(request.url), headers: request.headers, body });
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  store.reset();
  seen = [];
});
afterAll(() => server.close());

function newClient(dialect: BladeDialect, sm2PublicKey?: string) {
  const storage = createBladeStorage({
    local: createMemoryStorage(),
    session: createMemoryStorage(),
    cookies: createMemoryCookieJar(),
  });
  return createBladeClient({ baseUrl, storage, dialect, ...(sm2PublicKey ? { sm2PublicKey } : {}) });
}

const paths = () => seen.map((request) => `${request.method} ${request.url.pathname}`);

/** What each dialect puts on the wire (blade-api.md §4 for 4.x, ARCHITECTURE "Dialect" for SPEC). */
const WIRE = {
  spec: {
    token: 'POST /api/blade-auth/oauth/token',
    captcha: 'GET /api/blade-auth/oauth/captcha',
    logout: 'GET /api/blade-auth/oauth/logout',
  },
  '4x': {
    token: 'POST /api/blade-auth/token',
    captcha: 'GET /api/blade-auth/captcha',
    logout: 'POST /api/blade-auth/logout',
  },
} as const;

describe.each(DIALECTS)('the %s dialect against the mocks', (dialect) => {
  const wire = WIRE[dialect];

  it('signs in with the captcha grant, refreshes and logs out on its own paths, to the same session user', async () => {
    const client = newClient(dialect);
    expect(client.auth.dialect).toBe(dialect);
    const captcha = await client.auth.captcha();
    const code = store.captchas.get(captcha.key) ?? '';
    const answer = await client.auth.token({
      grantType: 'captcha',
      username: 'admin',
      password: 'admin',
      captchaKey: captcha.key,
      captchaCode: code.toUpperCase(),
    });
    // The session user is SPEC's answer whichever wire it came over.
    expect(answer).toMatchObject({
      account: 'admin',
      user_name: 'admin',
      user_id: ADMIN_ID,
      tenant_id: '000000',
      role_name: 'administrator',
      role_id: ADMIN_ROLE_ID,
      dept_id: ROOT_DEPT_ID,
      token_type: 'bearer',
      expires_in: 3600,
    });
    expect(answer.nick_name).not.toBe('');
    client.session.save(answer);

    const refreshed = await client.session.refresh();
    expect(refreshed.access_token).not.toBe(answer.access_token);
    expect(client.session.getToken()).toBe(refreshed.access_token);
    // The refresh token is single-use on the mocks as on the server.
    await expect(client.auth.refreshToken({ refreshToken: answer.refresh_token })).rejects.toThrow(
      '令牌已失效',
    );

    await client.auth.logout();
    const sent = paths().filter((path) => !path.endsWith('/public-key'));
    expect(sent).toEqual([wire.captcha, wire.token, wire.token, wire.token, wire.logout]);
    // The captcha travels in the headers in both dialects.
    expect(seen.find((r) => r.url.pathname.endsWith('token'))?.headers.get('Captcha-Key')).toBe(captcha.key);
  });

  it('loads what a sign-in needs ahead without asking the server anything', async () => {
    const client = newClient(dialect);
    await client.auth.preparePasswordGrant();
    // The key of a 4.x sign-in is read at the sign-in itself, never ahead (it may rotate).
    expect(paths()).toEqual([]);
    await client.auth.token({ username: 'admin', password: 'admin' });
    expect(paths().filter((path) => !path.endsWith('/public-key'))).toEqual([wire.token]);
  });

  it("rejects a wrong password with the server's message", async () => {
    const client = newClient(dialect);
    await expect(client.auth.token({ username: 'admin', password: 'wrong' })).rejects.toThrow(
      '用户名或密码错误',
    );
  });

  it('keeps every other call on the same path', async () => {
    const client = newClient(dialect);
    client.session.save(await client.auth.token({ username: 'admin', password: 'admin' }));
    seen = [];
    await client.auth.userInfo();
    await client.user.info();
    await client.auth.sendLogs([]);
    expect(paths()).toEqual([
      'GET /api/blade-auth/oauth/user-info',
      'GET /api/blade-user/info',
      'POST /api/blade-auth/oauth/logout',
    ]);
  });
});

describe('the 4x dialect on the wire', () => {
  it('sends camelCase names, and the password SM2-encrypted (C1C2C3) in the body under the server key', async () => {
    const client = newClient('4x');
    await client.auth.token({ username: 'admin', password: 'admin', tenantId: '000000' });
    expect(paths()).toEqual(['GET /api/blade-auth/public-key', 'POST /api/blade-auth/token']);
    const [keyRequest, token] = seen;
    // The public key is read without a token: no session exists yet.
    expect(keyRequest?.headers.get('Blade-Auth')).toBeNull();
    expect(Object.fromEntries(token?.url.searchParams ?? [])).toEqual({
      tenantId: '000000',
      account: 'admin',
      grantType: 'password',
      type: 'account',
      scope: 'all',
    });
    const password = new URLSearchParams(token?.body).get('password') ?? '';
    expect(password).toMatch(/^[0-9a-f]{194,}$/);
    expect(password).not.toContain(hashPassword('admin'));
    // The ciphertext is not in the URL (the query above holds nothing else).
    expect(token?.url.href).not.toContain(password.slice(0, 32));
  });

  it('sends the refresh token as refreshToken in the body, never in the URL', async () => {
    const client = newClient('4x');
    const answer = await client.auth.token({ username: 'admin', password: 'admin' });
    seen = [];
    await client.auth.refreshToken({ refreshToken: answer.refresh_token });
    const [refresh] = seen;
    expect(Object.fromEntries(refresh?.url.searchParams ?? [])).toEqual({
      tenantId: '000000',
      grantType: 'refresh_token',
      scope: 'all',
    });
    expect(refresh?.body).toBe(`refreshToken=${answer.refresh_token}`);
  });

  it('encrypts with a public key set at build time without asking the server, in the layout it decrypts', async () => {
    const keys = sm2.generateKeyPairHex();
    let body = '';
    const fake = createFakeFetch(async (call) => {
      body = String(call.body);
      return ok({ accessToken: 'a', refreshToken: 'r' });
    });
    const storage = createBladeStorage({
      local: createMemoryStorage(),
      session: createMemoryStorage(),
      cookies: createMemoryCookieJar(),
    });
    const client = createBladeClient({
      fetch: fake.fetch,
      storage,
      dialect: '4x',
      sm2PublicKey: keys.publicKey,
    });
    await client.auth.token({ username: 'admin', password: '密码 p@ss' });
    expect(fake.calls.map((call) => new URL(call.url, 'http://x').pathname)).toEqual([
      '/api/blade-auth/token',
    ]);
    const cipher = new URLSearchParams(body).get('password') ?? '';
    expect(sm2.doDecrypt(cipher, keys.privateKey, 0)).toBe('密码 p@ss');
    // C1C3C2 (sm-crypto's default) would not decrypt it: the layout is C1C2C3, as BladeX reads it.
    expect(sm2.doDecrypt(cipher, keys.privateKey, 1)).not.toBe('密码 p@ss');
  });

  it('answers a refusal with the envelope msg, and a logout with a pending token carries that token', async () => {
    const client = newClient('4x');
    const error = await client.auth
      .token({
        username: 'admin',
        password: 'admin',
        grantType: 'captcha',
        captchaKey: 'k',
        captchaCode: 'x',
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ message: '验证码不正确', code: 400 });
    await client.auth.logout({ token: 'pending-token' });
    expect(seen.at(-1)?.headers.get('Blade-Auth')).toBe('bearer pending-token');
  });
});

describe('fromAuthInfo', () => {
  it("maps a BladeX gateway's AuthInfo (no ids) onto the session user", () => {
    const info: AuthInfo = {
      accessToken: 'jwt-access',
      tokenType: 'bearer',
      refreshToken: 'jwt-refresh',
      userId: '42',
      tenantId: '654321',
      oauthId: 'o-1',
      avatar: 'https://x/a.png',
      authority: 'user,auditor',
      userName: '李四',
      account: 'lisi',
      expiresIn: 7200,
      license: 'powered by bladex',
    };
    expect(fromAuthInfo(info)).toEqual({
      account: 'lisi',
      // The JWT's user_name is the account; AuthInfo's userName is the real name.
      user_name: 'lisi',
      real_name: '李四',
      nick_name: '李四',
      user_id: '42',
      tenant_id: '654321',
      role_name: 'user,auditor',
      role_id: '',
      dept_id: '',
      access_token: 'jwt-access',
      refresh_token: 'jwt-refresh',
      token_type: 'bearer',
      expires_in: 7200,
      avatar: 'https://x/a.png',
      oauth_id: 'o-1',
      license: 'powered by bladex',
    });
  });

  it("keeps our server's extras (ids, names)", () => {
    const mapped = fromAuthInfo({
      ...({} as AuthInfo),
      account: 'u',
      userName: '真名',
      roleId: '1,2',
      deptId: '3',
      postId: '4',
      nickName: '昵称',
      realName: '真名',
    });
    const { role_id, dept_id, post_id, nick_name, real_name } = mapped;
    expect([role_id, dept_id, post_id, nick_name, real_name]).toEqual(['1,2', '3', '4', '昵称', '真名']);
  });
});

describe('parseDialect', () => {
  it('reads 4x, and anything else as SPEC', () => {
    const read = ['4x', undefined, '', '5x', '4X'].map(parseDialect);
    expect(read).toEqual(['4x', 'spec', 'spec', 'spec', 'spec']);
  });
});

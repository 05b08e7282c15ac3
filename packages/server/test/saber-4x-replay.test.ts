import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { sm2 } from 'sm-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bladeCaptcha } from '../src/db/schema';
import { ADMIN_PASSWORD, BASIC_SABER, startTestServer, type TestServer } from './helpers';

/**
 * "A BladeX 4.x front end, configured with our public key and pointed at our server, works"
 * (issue 23). Saber 4.x cannot run here, so this replays what it sends, request by request, as
 * blade-api.md §4 and §8 describe it: the `Authorization: Basic` client header on every request,
 * `Blade-Auth: bearer …` once signed in, `Tenant-Id` and the captcha headers on the token call, the
 * grant's camelCase parameters in the query string with an empty body, the password encrypted with
 * sm-crypto (`doEncrypt(password, publicKey, 0)`, C1C2C3, hex), and the answers read as Saber reads
 * them (`body.code`, `body.msg`, `body.data`).
 *
 * Saber's own wire puts the SM2 ciphertext and, on refresh, the refresh token in the query string:
 * that is the 4.x wire itself, replayed here as is (our SDK sends both in the body instead).
 */

/** `website.js`'s tenant of a Saber 4.x build (blade-api.md §8); its `auth.publicKey` is each server's. */
const SABER = { tenantId: '000000' };

/** The key an operator copies from our server into Saber's `website.js` (`auth.publicKey`). */
async function publicKeyOf(app: TestServer['app']): Promise<string> {
  return read<{ publicKey: string }>(await saber(app, 'GET', '/blade-auth/public-key')).data.publicKey;
}

/** One request as Saber's axios sends it: Basic always, the token when there is one. */
function saber(
  app: TestServer['app'],
  method: 'GET' | 'POST',
  url: string,
  { token, headers = {} }: { token?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: {
      authorization: BASIC_SABER,
      ...(token ? { 'blade-auth': `bearer ${token}` } : {}),
      ...headers,
    },
  });
}

/** Saber's login call: `POST /blade-auth/token` with the query of §8 "Login" and the headers. */
function login(
  app: TestServer['app'],
  publicKey: string,
  { password, captcha }: { password: string; captcha?: { key: string; code: string } },
) {
  const query = new URLSearchParams({
    tenantId: SABER.tenantId,
    account: 'admin',
    password: sm2.doEncrypt(password, publicKey, 0),
    grantType: captcha ? 'captcha' : 'password',
    scope: 'all',
    type: 'account',
  });
  return saber(app, 'POST', `/blade-auth/token?${query}`, {
    headers: {
      'tenant-id': SABER.tenantId,
      'user-type': 'web',
      ...(captcha ? { 'captcha-key': captcha.key, 'captcha-code': captcha.code } : {}),
    },
  });
}

/** What Saber reads of an answer: resolved when `code` is 200, otherwise a toast with `msg`. */
function read<T>(response: LightMyRequestResponse): { code: number; msg: string; data: T } {
  const body = response.json<{ code: number; msg: string; data: T; success?: boolean }>();
  // Saber's axios accepts HTTP 200–500 and looks only at body.code; our HTTP status says the same.
  expect(response.statusCode, response.body).toBe(body.code === 200 ? 200 : body.code);
  return body;
}

interface AuthInfo {
  accessToken: string;
  refreshToken: string;
  tokenType: string;
  account: string;
  authority: string;
  userName: string;
  tenantId: string;
}

/** Saber's user management page: its list call with the first page. */
function openUsers(app: TestServer['app'], token: string) {
  return saber(app, 'GET', '/blade-system/user/page?current=1&size=10&deptId=', { token });
}

describe('Saber 4.x against our server: sign-in with a captcha, users, refresh, wrong password, logout', () => {
  const pair = sm2.generateKeyPairHex();
  let server: TestServer;
  let publicKey: string;
  beforeAll(async () => {
    // The operator's BladeX key pair, so the Saber builds already deployed keep their public key.
    server = await startTestServer({ captcha: true, sm2KeyPair: pair });
    publicKey = await publicKeyOf(server.app);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The login page's captcha, and the code a person reads off the image (from the store here). */
  async function captcha(): Promise<{ key: string; code: string }> {
    const { code, data } = read<{ key: string; image: string }>(
      await saber(server.app, 'GET', '/blade-auth/captcha'),
    );
    expect(code).toBe(200);
    expect(data.image).toMatch(/^data:image\//);
    const [row] = await server.database.db.select().from(bladeCaptcha).where(eq(bladeCaptcha.key, data.key));
    return { key: data.key, code: row!.code };
  }

  it('runs the whole session as Saber does, and refuses its token after the logout', async () => {
    expect(publicKey).toBe(pair.publicKey);
    // The login page asks whether its address belongs to a tenant (no token yet).
    expect(
      read(await saber(server.app, 'GET', '/blade-system/tenant/info?domain=http://localhost:1888')).code,
    ).toBe(200);

    // Sign in with the captcha: AuthInfo in the envelope, stored whole by Saber.
    const signedIn = read<AuthInfo>(
      await login(server.app, publicKey, { password: ADMIN_PASSWORD, captcha: await captcha() }),
    );
    expect(signedIn.code).toBe(200);
    const info = signedIn.data;
    expect(info).toMatchObject({ tokenType: 'bearer', account: 'admin', tenantId: '000000' });
    // Saber shows the admin buttons when `authority` includes `admin`.
    expect(info.authority).toContain('admin');
    expect(info.userName).not.toBe('');

    // The home page: routes and buttons with the token.
    expect(
      read(await saber(server.app, 'GET', '/blade-system/menu/routes', { token: info.accessToken })).code,
    ).toBe(200);
    expect(
      read(await saber(server.app, 'GET', '/blade-system/menu/buttons', { token: info.accessToken })).code,
    ).toBe(200);

    // User management opens with data.
    const users = read<{ records: Array<{ account: string }>; total: number }>(
      await openUsers(server.app, info.accessToken),
    );
    expect(users.code).toBe(200);
    expect(users.data.total).toBeGreaterThan(0);
    expect(users.data.records.map((user) => user.account)).toContain('admin');

    // The refresh timer: grantType=refresh_token with the refresh token in the query.
    const refreshQuery = new URLSearchParams({
      tenantId: SABER.tenantId,
      refreshToken: info.refreshToken,
      grantType: 'refresh_token',
      scope: 'all',
    });
    const refreshed = read<AuthInfo>(
      await saber(server.app, 'POST', `/blade-auth/token?${refreshQuery}`, {
        headers: { 'tenant-id': SABER.tenantId },
      }),
    ).data;
    // A new refresh token (rotation); the access token may equal the old one within the same second.
    expect(refreshed.refreshToken).not.toBe(info.refreshToken);
    expect(refreshed.account).toBe('admin');
    expect(read(await openUsers(server.app, refreshed.accessToken)).code).toBe(200);

    // Logout: BladeX's nested answer; afterwards the token and its refresh token are refused.
    const loggedOut = read<{ code: string; msg: string }>(
      await saber(server.app, 'POST', '/blade-auth/logout', { token: refreshed.accessToken }),
    );
    expect(loggedOut).toMatchObject({ code: 200, data: { code: '200', msg: '操作成功' } });
    expect(read(await openUsers(server.app, refreshed.accessToken)).code).toBe(401);
    const again = new URLSearchParams({
      ...Object.fromEntries(refreshQuery),
      refreshToken: refreshed.refreshToken,
    });
    const refused = read(await saber(server.app, 'POST', `/blade-auth/token?${again}`));
    expect([400, 401]).toContain(refused.code);
  });

  it("shows the server's message for a wrong password and for a wrong captcha", async () => {
    const wrong = read(
      await login(server.app, publicKey, { password: 'not-the-password', captcha: await captcha() }),
    );
    expect(wrong).toMatchObject({ code: 400, success: false, msg: '用户名或密码错误' });
    const { key } = await captcha();
    const badCode = read(
      await login(server.app, publicKey, { password: ADMIN_PASSWORD, captcha: { key, code: 'zzzzz' } }),
    );
    expect(badCode).toMatchObject({ code: 400, msg: '验证码不正确' });
  });
});

describe('Saber 4.x with the captcha off (captchaMode false)', () => {
  let server: TestServer;
  let publicKey: string;
  beforeAll(async () => {
    server = await startTestServer({ captcha: false });
    publicKey = await publicKeyOf(server.app);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signs in with the password grant, opens users and logs out', async () => {
    const info = read<AuthInfo>(await login(server.app, publicKey, { password: ADMIN_PASSWORD })).data;
    expect(info.account).toBe('admin');
    expect(read(await openUsers(server.app, info.accessToken)).code).toBe(200);
    expect(
      read(await saber(server.app, 'POST', '/blade-auth/logout', { token: info.accessToken })).code,
    ).toBe(200);
    expect(read(await openUsers(server.app, info.accessToken)).code).toBe(401);
  });
});

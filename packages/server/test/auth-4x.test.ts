// Over 300 lines: it groups the BladeX 4.x sign-in cases (public key, token, logout, captcha, the SM2 key pair).
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthInfo } from '@blade-console/blade-client/types';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { sm2 } from 'sm-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCKED_MESSAGE } from '../src/auth/lockout';
import { md5Hex } from '../src/auth/password';
import { fileSm2KeyPair } from '../src/auth/secret';
import { checkSm2KeyPair, Sm2PasswordCipher } from '../src/auth/sm2';
import { loadConfig } from '../src/config';
import { bladeCaptcha } from '../src/db/schema';
import { sayZh } from '../src/i18n';
import { REFRESH_REFUSED } from '../src/services/auth/refresh-grant';
import {
  ADMIN_PASSWORD,
  authed,
  BASIC_SABER,
  createUser,
  requestToken,
  startTestServer,
  type TestServer,
} from './helpers';

let server: TestServer;
let publicKey: string;
beforeAll(async () => {
  server = await startTestServer();
  publicKey = (await server.app.inject('/api/blade-auth/public-key')).json().data.publicKey;
});
afterAll(async () => {
  await server?.close();
});

/** What a Saber 4.x front end sends as the password: sm-crypto, C1C2C3, hex without `04`. */
function encrypt(plain: string, key = publicKey): string {
  return sm2.doEncrypt(plain, key, 0);
}

interface TokenCall {
  params?: Record<string, string>;
  headers?: Record<string, string>;
  /** Send the parameters as a urlencoded body instead of the query string. */
  form?: boolean;
  app?: TestServer['app'];
}

/** `POST /api/blade-auth/token` as Saber 4.x sends it: camelCase in the query string, Basic client header. */
function token4x({ params = {}, headers = {}, form = false, app = server.app }: TokenCall) {
  const query = new URLSearchParams(params).toString();
  return app.inject({
    method: 'POST',
    url: form ? '/api/blade-auth/token' : `/api/blade-auth/token?${query}`,
    headers: {
      authorization: BASIC_SABER,
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...headers,
    },
    ...(form ? { payload: query } : {}),
  });
}

/** The admin's password grant with an SM2 password (the usual 4.x sign-in). */
function signIn4x(call: TokenCall = {}) {
  return token4x({
    ...call,
    params: {
      tenantId: '000000',
      account: 'admin',
      password: encrypt(ADMIN_PASSWORD),
      grantType: 'password',
      scope: 'all',
      type: 'account',
      ...call.params,
    },
  });
}

let users = 0;
/**
 * A new account (password `right-one`) for tests of failed sign-ins, so their failures lock out
 * nobody else (five lock an account).
 */
async function freshAccount(): Promise<string> {
  users += 1;
  const user = await createUser(server.database, {
    tenantId: '000000',
    account: `user-4x-${users}`,
    password: 'right-one',
    roleAlias: `role-4x-${users}`,
  });
  return user.account;
}

function authInfoOf(response: LightMyRequestResponse): AuthInfo {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
  return body.data as AuthInfo;
}

/** A 4.x refusal: HTTP status = code, the envelope, and the message. */
function expectRefused(response: LightMyRequestResponse, msg: string | RegExp, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body).toMatchObject({ code: status, success: false });
  if (typeof msg === 'string') expect(body.msg).toBe(msg);
  else expect(body.msg).toMatch(msg);
}

describe('GET /api/blade-auth/public-key', () => {
  it('serves the public key (04‖X‖Y) without a token, and nothing of the private key', async () => {
    const response = await server.app.inject('/api/blade-auth/public-key');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      code: 200,
      success: true,
      msg: '操作成功',
      data: { publicKey: expect.stringMatching(/^04[0-9a-f]{128}$/), cipherMode: 0 },
    });
    expect(sm2.verifyPublicKey(body.data.publicKey)).toBe(true);
  });

  it('is rate-limited per client', async () => {
    const from = (remoteAddress: string) =>
      server.app.inject({ url: '/api/blade-auth/public-key', remoteAddress });
    for (let i = 0; i < 120; i++) expect((await from('10.9.8.7')).statusCode).toBe(200);
    const refused = await from('10.9.8.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, success: false });
    // Another client is not held back.
    expect((await from('10.9.8.8')).statusCode).toBe(200);
  });

  it('is the same key on every replica over one database', async () => {
    const replica = await server.replica();
    try {
      const other = await replica.app.inject('/api/blade-auth/public-key');
      expect(other.json().data.publicKey).toBe(publicKey);
    } finally {
      await replica.close();
    }
  });
});

describe('POST /api/blade-auth/token (BladeX 4.x)', () => {
  it('signs in with an SM2-encrypted password and answers AuthInfo in the envelope', async () => {
    const info = authInfoOf(await signIn4x());
    expect(info).toMatchObject({
      tokenType: 'bearer',
      userId: '1123598821738675201',
      tenantId: '000000',
      oauthId: '',
      authority: 'administrator',
      userName: '管理员',
      account: 'admin',
      expiresIn: 3600,
      license: 'powered by blade-console',
    });
    expect(decodeJwt(info.accessToken)).toMatchObject({ token_type: 'access_token', account: 'admin' });
    expect(decodeJwt(info.refreshToken)).toMatchObject({ token_type: 'refresh_token' });
    // The token is an ordinary access token of this server.
    const me = await authed(server.app, info.accessToken, { url: '/api/blade-auth/oauth/user-info' });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.account).toBe('admin');
  });

  it('reads a ciphertext with the 04 prefix, a urlencoded or multipart body and the Tenant-Id header', async () => {
    authInfoOf(await signIn4x({ params: { password: `04${encrypt(ADMIN_PASSWORD)}` } }));
    const form = await token4x({
      form: true,
      headers: { 'tenant-id': '000000' },
      params: { grantType: 'password', account: 'admin', password: encrypt(ADMIN_PASSWORD) },
    });
    expect(authInfoOf(form).account).toBe('admin');
    // Sword posts the token request as multipart form fields.
    const boundary = '----blade4x';
    const fields = { grantType: 'password', account: 'admin', password: encrypt(ADMIN_PASSWORD) };
    const payload = `${Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('')}--${boundary}--\r\n`;
    const multipart = await server.app.inject({
      method: 'POST',
      url: '/api/blade-auth/token',
      headers: { authorization: BASIC_SABER, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(authInfoOf(multipart).account).toBe('admin');
  });

  it('treats a request without grantType as the password grant', async () => {
    const response = await token4x({ params: { account: 'admin', password: encrypt(ADMIN_PASSWORD) } });
    expect(authInfoOf(response).account).toBe('admin');
  });

  it('answers a wrong password with 400 and 用户名或密码错误', async () => {
    const account = await freshAccount();
    expectRefused(
      await signIn4x({ params: { account, password: encrypt('not-the-password') } }),
      '用户名或密码错误',
    );
    authInfoOf(await signIn4x({ params: { account, password: encrypt('right-one') } }));
    expectRefused(
      await signIn4x({ params: { account: 'nobody-4x', password: encrypt('x') } }),
      '用户名或密码错误',
    );
  });

  it('answers a password that does not decrypt with 400 and the wrong-credentials message', async () => {
    const good = encrypt('right-one');
    const otherKey = sm2.generateKeyPairHex().publicKey;
    const tampered = `${good.slice(0, 140)}${good[140] === 'a' ? 'b' : 'a'}${good.slice(141)}`;
    for (const password of [
      'not hex at all',
      'abcdef',
      '0'.repeat(400),
      encrypt('right-one', otherKey),
      tampered,
      // What the SPEC dialect sends: an md5, not a ciphertext.
      md5Hex('right-one'),
      // Encrypted the way sm-crypto does by default (C1C3C2): not the layout the server reads.
      sm2.doEncrypt('right-one', publicKey, 1),
    ]) {
      const account = await freshAccount();
      expectRefused(await signIn4x({ params: { account, password } }), '用户名或密码错误');
    }
  });

  it('answers an empty password or account with 400', async () => {
    expectRefused(await signIn4x({ params: { password: '' } }), '用户名或密码不能为空');
    expectRefused(await signIn4x({ params: { account: '' } }), '用户名或密码不能为空');
  });

  it('keeps the md5 password on the SPEC path: an SM2 ciphertext does not sign in there', async () => {
    const account = await freshAccount();
    const spec = await server.app.inject({
      method: 'POST',
      url: `/api/blade-auth/oauth/token?${new URLSearchParams({
        grant_type: 'password',
        username: account,
        password: encrypt('right-one'),
        tenantId: '000000',
      })}`,
      headers: { authorization: BASIC_SABER },
    });
    expect(spec.statusCode).toBe(400);
    expect(spec.json().error_description).toBe('用户名或密码错误');
  });

  it('refuses unknown and social grant types with 400 in the envelope', async () => {
    expectRefused(await signIn4x({ params: { grantType: 'magic' } }), '不支持的授权类型: magic');
    expectRefused(
      await signIn4x({ params: { grantType: 'magic' }, headers: { 'accept-language': 'en' } }),
      'This grant type is not supported: magic',
    );
    expectRefused(await signIn4x({ params: { grantType: 'social', source: 'github' } }), /未配置第三方登录/);
  });

  it('refuses oversized parameters with 400, in the query string and in a body', async () => {
    const huge = 'a'.repeat(5000);
    expectRefused(await signIn4x({ params: { password: huge } }), /password/);
    expectRefused(
      await token4x({ form: true, params: { grantType: 'password', account: huge, password: 'x' } }),
      /account/,
    );
  });

  it('checks the Basic client header as the SPEC path does (401)', async () => {
    expectRefused(await signIn4x({ headers: { authorization: '' } }), /Authorization: Basic/, 401);
    const wrong = `Basic ${Buffer.from('saber:wrong').toString('base64')}`;
    expectRefused(await signIn4x({ headers: { authorization: wrong } }), '客户端认证失败', 401);
  });

  it('shares the lock-out with the SPEC path: failures on one lock the other', async () => {
    const account = await freshAccount();
    for (let i = 0; i < 5; i++) {
      expectRefused(await signIn4x({ params: { account, password: encrypt('wrong') } }), '用户名或密码错误');
    }
    const spec = await requestToken(server.app, { username: account, password: 'right-one' });
    expect(spec.statusCode).toBe(400);
    expect(spec.json().error_description).toBe(sayZh(LOCKED_MESSAGE));
    expectRefused(
      await signIn4x({ params: { account, password: encrypt('right-one') } }),
      sayZh(LOCKED_MESSAGE),
    );
  });

  it('refreshes with grantType=refresh_token, rotating the refresh token', async () => {
    const first = authInfoOf(await signIn4x());
    const refreshed = authInfoOf(
      await token4x({
        params: { grantType: 'refresh_token', refreshToken: first.refreshToken, scope: 'all' },
      }),
    );
    expect(refreshed.account).toBe('admin');
    expect(refreshed.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(refreshed.accessToken).session_id).toBe(decodeJwt(first.accessToken).session_id);
    expectRefused(
      await token4x({ params: { grantType: 'refresh_token' } }),
      '缺少必要的请求参数: refreshToken',
    );
    expectRefused(
      await token4x({ params: { grantType: 'refresh_token', refreshToken: first.accessToken } }),
      sayZh(REFRESH_REFUSED),
    );
  });
});

describe('POST /api/blade-auth/logout (BladeX 4.x)', () => {
  it('ends the session: its refresh and access tokens are refused afterwards', async () => {
    const info = authInfoOf(await signIn4x());
    const logout = await authed(server.app, info.accessToken, {
      method: 'POST',
      url: '/api/blade-auth/logout',
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({
      code: 200,
      success: true,
      msg: '操作成功',
      data: { code: '200', msg: '操作成功' },
    });
    expectRefused(
      await token4x({ params: { grantType: 'refresh_token', refreshToken: info.refreshToken } }),
      sayZh(REFRESH_REFUSED),
    );
    // The access token ends with its session too (SessionGuard), as on the SPEC path.
    const after = await authed(server.app, info.accessToken, { url: '/api/blade-auth/oauth/user-info' });
    expect(after.statusCode).toBe(401);
  });

  it('needs a token', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/blade-auth/logout' });
    expect(response.statusCode).toBe(401);
  });
});

describe('BladeX 4.x with the captcha on and a configured key pair', () => {
  const pair = sm2.generateKeyPairHex();
  let captchaServer: TestServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    captchaServer = await startTestServer(
      { captcha: true, sm2KeyPair: pair },
      { logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } } },
    );
  });
  afterAll(async () => {
    await captchaServer?.close();
  });

  async function newCaptcha(): Promise<{ key: string; code: string }> {
    const response = await captchaServer.app.inject('/api/blade-auth/captcha');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, success: true });
    expect(body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const [row] = await captchaServer.database.db
      .select()
      .from(bladeCaptcha)
      .where(eq(bladeCaptcha.key, body.data.key));
    return { key: body.data.key, code: row!.code };
  }

  const signInWith = (headers: Record<string, string>, grantType = 'captcha') =>
    token4x({
      app: captchaServer.app,
      headers,
      params: { grantType, account: 'admin', password: sm2.doEncrypt(ADMIN_PASSWORD, pair.publicKey, 0) },
    });

  it('serves the configured public key', async () => {
    const response = await captchaServer.app.inject('/api/blade-auth/public-key');
    expect(response.json().data.publicKey).toBe(pair.publicKey);
  });

  it('signs in with the right Captcha-Key/Captcha-Code, once', async () => {
    const { key, code } = await newCaptcha();
    const headers = { 'captcha-key': key, 'captcha-code': code.toUpperCase() };
    expect(authInfoOf(await signInWith(headers)).account).toBe('admin');
    expectRefused(await signInWith(headers), '验证码不正确');
  });

  it('refuses a wrong or missing captcha, for the password grant too', async () => {
    const { key } = await newCaptcha();
    expectRefused(await signInWith({ 'captcha-key': key, 'captcha-code': 'zzzzz' }), '验证码不正确');
    expectRefused(await signInWith({}), '验证码不正确');
    expectRefused(await signInWith({}, 'password'), '验证码不正确');
  });

  it('accepts a captcha drawn on the SPEC path (one captcha store)', async () => {
    const drawn = await captchaServer.app.inject('/api/blade-auth/oauth/captcha');
    const { key } = drawn.json<{ key: string }>();
    const [row] = await captchaServer.database.db
      .select()
      .from(bladeCaptcha)
      .where(eq(bladeCaptcha.key, key));
    expect(authInfoOf(await signInWith({ 'captcha-key': key, 'captcha-code': row!.code })).account).toBe(
      'admin',
    );
  });

  it('keeps the private key, the ciphertext and the refresh token out of the process log', async () => {
    const { key, code } = await newCaptcha();
    const password = sm2.doEncrypt(ADMIN_PASSWORD, pair.publicKey, 0);
    const signedIn = await token4x({
      app: captchaServer.app,
      headers: { 'captcha-key': key, 'captcha-code': code },
      params: { grantType: 'captcha', account: 'admin', password },
    });
    const info = authInfoOf(signedIn);
    authInfoOf(
      await token4x({
        app: captchaServer.app,
        params: { grantType: 'refresh_token', refreshToken: info.refreshToken },
      }),
    );
    const log = logLines.join('\n');
    // The log did record these requests: the check below would pass on an empty log otherwise.
    expect(log).toContain('/api/blade-auth/token?');
    for (const secret of [pair.privateKey, password, info.refreshToken]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('the SM2 key pair at start-up', () => {
  const pair = sm2.generateKeyPairHex();

  it('is a clear start-up error when only one key is set, never showing the private key', () => {
    expect(() => loadConfig({ BLADE_SM2_PUBLIC_KEY: pair.publicKey })).toThrow(
      /BLADE_SM2_PRIVATE_KEY is not set: BLADE_SM2_PUBLIC_KEY and BLADE_SM2_PRIVATE_KEY go together/,
    );
    let message = '';
    try {
      loadConfig({ BLADE_SM2_PRIVATE_KEY: pair.privateKey });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/BLADE_SM2_PUBLIC_KEY is not set/);
    expect(message).not.toContain(pair.privateKey);
  });

  it('refuses malformed keys and keys of two different pairs', () => {
    const other = sm2.generateKeyPairHex();
    expect(() =>
      loadConfig({ BLADE_SM2_PUBLIC_KEY: pair.publicKey.slice(2), BLADE_SM2_PRIVATE_KEY: pair.privateKey }),
    ).toThrow(/130 characters/);
    const shortPrivate = pair.privateKey.slice(1);
    let message = '';
    try {
      loadConfig({ BLADE_SM2_PUBLIC_KEY: pair.publicKey, BLADE_SM2_PRIVATE_KEY: shortPrivate });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/BLADE_SM2_PRIVATE_KEY must be .* 64 hex digits/);
    expect(message).not.toContain(shortPrivate);
    expect(() =>
      loadConfig({ BLADE_SM2_PUBLIC_KEY: pair.publicKey, BLADE_SM2_PRIVATE_KEY: other.privateKey }),
    ).toThrow(/not one key pair/);
    // The app checks again what a caller's config hands in directly.
    expect(() => new Sm2PasswordCipher({ publicKey: pair.publicKey, privateKey: other.privateKey })).toThrow(
      /not one key pair/,
    );
  });

  it('reads both keys when both are set, and none when neither is', () => {
    const config = loadConfig({
      BLADE_SM2_PUBLIC_KEY: pair.publicKey.toUpperCase().replace(/^04/, '04'),
      BLADE_SM2_PRIVATE_KEY: pair.privateKey,
    });
    expect(config.sm2KeyPair).toEqual(pair);
    expect(loadConfig({}).sm2KeyPair).toBeUndefined();
  });

  it('is generated once into DATA_DIR (owner-only) when unset, and read back after', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blade-sm2-'));
    try {
      const generated = fileSm2KeyPair(dataDir);
      expect(checkSm2KeyPair(generated)).toEqual(generated);
      const file = path.join(dataDir, 'sm2-key-pair');
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(generated);
      expect(fileSm2KeyPair(dataDir)).toEqual(generated);
      // A cipher made from the kept pair decrypts what was encrypted under its public key.
      const cipher = new Sm2PasswordCipher(fileSm2KeyPair(dataDir));
      expect(cipher.decrypt(sm2.doEncrypt('密码 ok', generated.publicKey, 0))).toBe('密码 ok');
      expect(JSON.stringify(cipher)).not.toContain(generated.privateKey);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

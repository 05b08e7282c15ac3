/// <reference path="../auth/sm-crypto.d.ts" />
import { HttpResponse } from 'msw';
import { sm2 } from 'sm-crypto';
import { fromAuthInfo } from '../auth/dialect';
import { hashPassword } from '../auth/password';
import type { AuthInfo, Captcha } from '../types/auth';
import { fail, type MockRow, ok } from './respond';
import { csv, type MockRoutes } from './routes';
import { ADMIN_ID } from './seed';
import type { MockStore } from './store';

/** The seeded administrator (or a bare stand-in when a test's store has removed it). */
export function adminOf(store: MockStore): MockRow {
  return store.find('user', ADMIN_ID) ?? { id: ADMIN_ID, account: 'admin' };
}

/** A grant as the mocks read it, whichever dialect's names it came with. */
interface GrantRequest {
  grantType: string;
  tenantId: string;
  account: string;
  /** The password as the wire carried it. */
  sent: string;
  refreshToken: string;
  /** `sms_code`: the phone and the code texted to it. */
  phone?: string;
  code?: string;
  headers: Headers;
}

/** The parameters a dialect spells its own way: SPEC's snake_case, 4.x's camelCase. */
interface GrantNames {
  grantType: string;
  account: string;
  refreshToken: string;
}

const SPEC_GRANT_NAMES: GrantNames = {
  grantType: 'grant_type',
  account: 'username',
  refreshToken: 'refresh_token',
};
const BLADEX4_GRANT_NAMES: GrantNames = {
  grantType: 'grantType',
  account: 'account',
  refreshToken: 'refreshToken',
};

/** The code every mock text carries (nothing is texted for real): sign in by phone with it. */
export const MOCK_SMS_CODE = '123456';

type GrantResult = { token: AuthInfo } | { refusal: string; status: number };

/**
 * The mock token endpoints, captcha and logout of both dialects (auth/dialect.ts), over one grant
 * logic: only names, the password's encoding and the answer's shape differ, as on the server.
 * `passwords` are plain by account; SPEC's wire carries their md5, 4.x's their SM2 ciphertext under
 * a key pair made for this set of handlers (served by `GET /blade-auth/public-key`).
 */
export function authHandlers(
  { get, post }: MockRoutes,
  store: MockStore,
  passwords: Record<string, string>,
): void {
  let keys: { publicKey: string; privateKey: string } | undefined;
  /** Phones a code was asked for and not yet used (one use, as on the server). */
  const textedPhones = new Set<string>();
  const keyPair = () => {
    keys ??= sm2.generateKeyPairHex();
    return keys;
  };

  /**
   * A token for `user`, as 4.x's AuthInfo (SPEC's answer is the SDK's `fromAuthInfo` of it, so the
   * two dialects' answers cannot drift apart). Like the server, a `Dept-Id`/`Role-Id` header among
   * the user's own narrows the token to that one (switch mode), otherwise it carries all of them.
   */
  function tokenFor(user: MockRow, headers?: Headers): AuthInfo {
    const narrow = (ids: unknown, wanted: string | null | undefined) =>
      wanted && csv(String(ids ?? '')).includes(wanted) ? wanted : String(ids ?? '');
    const serial = store.nextId();
    const refresh = `mock-refresh-${user.id}-${serial}`;
    store.refreshTokens.add(refresh);
    const realName = String(user.realName ?? user.name ?? '');
    return {
      accessToken: `mock-access-${user.id}-${serial}`,
      refreshToken: refresh,
      tokenType: 'bearer',
      expiresIn: 3600,
      tenantId: String(user.tenantId ?? '000000'),
      userId: user.id,
      userName: realName,
      realName,
      nickName: realName,
      account: String(user.account),
      authority: String(user.roleName ?? ''),
      roleId: narrow(user.roleId, headers?.get('Role-Id')),
      deptId: narrow(user.deptId, headers?.get('Dept-Id')),
      avatar: String(user.avatar ?? ''),
      oauthId: '',
      license: 'powered by blade-console mocks',
    };
  }

  function grant(request: GrantRequest, passwordMatches: (plain: string) => boolean): GrantResult {
    const { grantType, headers } = request;
    if (grantType === 'password' || grantType === 'captcha') {
      if (grantType === 'captcha') {
        const key = headers.get('Captcha-Key') ?? '';
        const expected = store.captchas.get(key);
        store.captchas.delete(key);
        if (!expected || expected.toLowerCase() !== (headers.get('Captcha-Code') ?? '').toLowerCase()) {
          return { refusal: '验证码不正确', status: 400 };
        }
      }
      const user = store
        .table('user')
        .find((row) => row.account === request.account && row.tenantId === request.tenantId);
      const plain = passwords[request.account];
      if (!user || plain === undefined || !passwordMatches(plain)) {
        return { refusal: '用户名或密码错误', status: 400 };
      }
      return { token: tokenFor(user, headers) };
    }
    if (grantType === 'refresh_token') {
      if (!store.refreshTokens.has(request.refreshToken)) return { refusal: '令牌已失效', status: 401 };
      store.refreshTokens.delete(request.refreshToken);
      const userId = request.refreshToken.split('-')[2] ?? '';
      return { token: tokenFor(store.find('user', userId) ?? adminOf(store), headers) };
    }
    if (grantType === 'sms_code') {
      const phone = request.phone ?? '';
      const user = store
        .table('user')
        .find((row) => row.phone === phone && row.tenantId === request.tenantId);
      if (!textedPhones.has(phone) || request.code !== MOCK_SMS_CODE || !user) {
        return { refusal: '验证码错误或已过期，请重新获取', status: 400 };
      }
      textedPhones.delete(phone);
      return { token: tokenFor(user, headers) };
    }
    if (grantType === 'social' || grantType === 'authorization_code')
      return { token: tokenFor(adminOf(store)) };
    return { refusal: 'no grantType was found', status: 401 };
  }

  /**
   * The grant a token request asks for, from its query and urlencoded body together (the body
   * wins), as the server reads it; `names` are where the dialect puts the words it spells its own way.
   */
  async function grantRequestOf(
    request: Request,
    query: URLSearchParams,
    names: GrantNames,
    tenantFallback: string | null = null,
  ): Promise<GrantRequest> {
    const params = new URLSearchParams(query);
    for (const [key, value] of new URLSearchParams(await request.text())) params.set(key, value);
    return {
      grantType: params.get(names.grantType) ?? 'password',
      tenantId: params.get('tenantId') ?? tenantFallback ?? '000000',
      account: params.get(names.account) ?? '',
      sent: params.get('password') ?? '',
      refreshToken: params.get(names.refreshToken) ?? '',
      phone: params.get('phone') ?? '',
      code: params.get('code') ?? '',
      headers: request.headers,
    };
  }

  function drawCaptcha(): Captcha {
    const key = store.nextId();
    const code = Math.random().toString(36).slice(2, 6);
    store.captchas.set(key, code);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="130" height="48"><text x="20" y="32" font-size="24">${code}</text></svg>`;
    return { key, image: `data:image/svg+xml;base64,${btoa(svg)}` };
  }

  // SPEC's dialect: snake_case names, the md5 password, the bare answer or `error_description`.
  post('/blade-auth/oauth/token', async ({ request, query }) => {
    const asked = await grantRequestOf(request, query, SPEC_GRANT_NAMES);
    const result = grant(asked, (plain) => hashPassword(plain) === asked.sent);
    if ('token' in result) return HttpResponse.json(fromAuthInfo(result.token));
    return HttpResponse.json(
      { error: 'invalid_grant', error_description: result.refusal },
      { status: result.status },
    );
  });
  get('/blade-auth/oauth/captcha', () => HttpResponse.json(drawCaptcha()));
  post('/blade-auth/oauth/sms-code', ({ query }) => {
    const phone = query.get('phone') ?? '';
    if (!/^1\d{10}$/.test(phone)) return fail('手机号码格式不正确');
    textedPhones.add(phone);
    return ok({}, '验证码已发送，5 分钟内有效');
  });
  get('/blade-auth/oauth/logout', () => ok({}));

  // BladeX 4.x's dialect: camelCase names, the SM2 password, AuthInfo or the refusal in the envelope.
  post('/blade-auth/token', async ({ request, query }) => {
    const asked = await grantRequestOf(request, query, BLADEX4_GRANT_NAMES, request.headers.get('Tenant-Id'));
    const result = grant(asked, (plain) => decrypt(asked.sent) === plain);
    return 'token' in result ? ok(result.token) : fail(result.refusal, result.status);
  });
  get('/blade-auth/captcha', () => ok(drawCaptcha()));
  post('/blade-auth/logout', () => ok({ code: '200', msg: '操作成功' }));
  get('/blade-auth/public-key', () => ok({ publicKey: keyPair().publicKey, cipherMode: 0 }));

  /** The plain text of a 4.x password, or undefined when it does not decrypt under the mocks' key. */
  function decrypt(cipherHex: string): string | undefined {
    // With or without C1's `04`, as the server reads it (an X coordinate may start with 04 too).
    const candidates = cipherHex.startsWith('04') ? [cipherHex, cipherHex.slice(2)] : [cipherHex];
    for (const candidate of candidates) {
      try {
        const plain = sm2.doDecrypt(candidate, keyPair().privateKey, 0);
        if (plain) return plain;
      } catch {
        // Not a point of the curve: not this candidate.
      }
    }
    return undefined;
  }
}

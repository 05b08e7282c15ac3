import type { BladeHttp, RequestConfig, RequestMeta } from '../core/http';
import type { AuthInfo, Captcha, TokenResponse } from '../types/auth';
import { hashPasswordOnDemand, preparePasswordHash } from './hashOnDemand';

/**
 * Which sign-in wire the SDK speaks (ARCHITECTURE "Dialect"): `spec` (default) is SPEC's
 * `/blade-auth/oauth/token` with snake_case names, an md5 password and the bare answer; `4x` is
 * BladeX 4.x's `/blade-auth/token` (blade-api.md §4) with camelCase names, an SM2 password and
 * AuthInfo in the envelope. Only signing in, refreshing, the captcha and logging out differ.
 */
export type BladeDialect = 'spec' | '4x';

export const DIALECTS: readonly BladeDialect[] = ['spec', '4x'];

/** `4x` for that text, `spec` for anything else (a build setting read as text). */
export function parseDialect(value: string | undefined): BladeDialect {
  return value === '4x' ? '4x' : 'spec';
}

export interface DialectOptions {
  /**
   * 4.x only: the SM2 public key (hex `04‖X‖Y`) passwords are encrypted with. Unset, it is read from
   * the server's `GET /blade-auth/public-key` at every sign-in, so rotated keys need no rebuild.
   */
  sm2PublicKey?: string;
}

/** Names of the token endpoint's parameters that differ between the dialects. */
interface ParamNames {
  grantType: string;
  account: string;
  refreshToken: string;
  redirectUri: string;
}

/** What the auth calls (api.ts) ask of a dialect: the one place that knows how the two differ. */
export interface AuthWire {
  readonly dialect: BladeDialect;
  readonly tokenPath: string;
  readonly names: ParamNames;
  /** The password as the wire carries it. */
  encodePassword(plain: string): Promise<string>;
  /** Loads the code `encodePassword` needs (it is a chunk of its own), without encoding anything. */
  preparePassword(): Promise<unknown>;
  /** The token endpoint's answer as the SDK's session answer. */
  tokenResponse(request: RequestConfig): Promise<TokenResponse>;
  captcha(): Promise<Captcha>;
  logout(meta?: RequestMeta): Promise<unknown>;
}

/** BladeX 4.x's AuthInfo as SPEC's answer: the session and the console read one shape. */
export function fromAuthInfo(info: AuthInfo): TokenResponse {
  const realName = info.realName ?? info.userName;
  return {
    access_token: info.accessToken,
    refresh_token: info.refreshToken,
    token_type: info.tokenType,
    expires_in: info.expiresIn,
    tenant_id: info.tenantId,
    user_id: info.userId,
    // blade-api.md §9: the JWT's user_name is the account; AuthInfo's userName is the real name.
    user_name: info.account,
    nick_name: info.nickName || realName,
    account: info.account,
    role_name: info.authority,
    // A BladeX gateway does not send ids in AuthInfo; the session then asks for no narrower pair.
    role_id: info.roleId ?? '',
    dept_id: info.deptId ?? '',
    avatar: info.avatar,
    oauth_id: info.oauthId,
    license: info.license,
    real_name: realName,
    ...(info.postId !== undefined ? { post_id: info.postId } : {}),
    ...(info.passwordChangeRequired ? { password_change_required: true } : {}),
  };
}

function specWire(http: BladeHttp): AuthWire {
  return {
    dialect: 'spec',
    tokenPath: '/blade-auth/oauth/token',
    names: {
      grantType: 'grant_type',
      account: 'username',
      refreshToken: 'refresh_token',
      redirectUri: 'redirect_uri',
    },
    encodePassword: hashPasswordOnDemand,
    preparePassword: preparePasswordHash,
    tokenResponse: (request) => http.request<TokenResponse>({ ...request, unwrap: 'body' }),
    captcha: () => http.request<Captcha>({ url: '/blade-auth/oauth/captcha', unwrap: 'body' }),
    logout: (meta) => http.get('/blade-auth/oauth/logout', undefined, meta ? { meta } : {}),
  };
}

const loadSm2 = () => import('./sm2Password');

function bladeX4Wire(http: BladeHttp, options: DialectOptions): AuthWire {
  const publicKey = async () =>
    options.sm2PublicKey ??
    (
      await http.get<{ publicKey: string }>('/blade-auth/public-key', undefined, {
        meta: { isToken: false, handleUnauthorized: false },
      })
    ).publicKey;
  return {
    dialect: '4x',
    tokenPath: '/blade-auth/token',
    names: {
      grantType: 'grantType',
      account: 'account',
      refreshToken: 'refreshToken',
      redirectUri: 'redirectUri',
    },
    async encodePassword(plain) {
      // sm-crypto is loaded with the first sign-in: a 4.x build's first page does not carry it.
      const [{ encryptSm2Password }, key] = await Promise.all([loadSm2(), publicKey()]);
      return encryptSm2Password(plain, key);
    },
    // The key is read at the sign-in itself (it may rotate); only the module comes ahead.
    preparePassword: loadSm2,
    tokenResponse: async (request) =>
      fromAuthInfo(await http.request<AuthInfo>({ ...request, unwrap: 'data' })),
    captcha: () => http.get<Captcha>('/blade-auth/captcha'),
    logout: (meta) => http.post('/blade-auth/logout', undefined, meta ? { meta } : {}),
  };
}

export function createAuthWire(
  http: BladeHttp,
  dialect: BladeDialect = 'spec',
  options: DialectOptions = {},
): AuthWire {
  return dialect === '4x' ? bladeX4Wire(http, options) : specWire(http);
}

import type { BladeHttp, RequestMeta } from '../core/http';
import type {
  Captcha,
  ErrorLogEntry,
  GrantType,
  LoginType,
  RegisterGuestInput,
  TokenResponse,
  UserInfo,
} from '../types/auth';
import type { Menu, TenantInfo } from '../types/system';
import { type AuthWire, type BladeDialect, createAuthWire, type DialectOptions } from './dialect';

/** SPEC's token path; a 4.x client's is `auth.tokenPath`. */
export const TOKEN_PATH = '/blade-auth/oauth/token';
export const DEFAULT_TENANT_ID = '000000';
/** Where a phone sign-in's code is asked for (both dialects). */
export const SMS_CODE_PATH = '/blade-auth/oauth/sms-code';

export interface PasswordGrantInput {
  /** `password` (default) or `captcha` (captcha mode on, SPEC §9). */
  grantType?: Extract<GrantType, 'password' | 'captcha'>;
  tenantId?: string;
  username: string;
  /** Plain text: never sent as is (md5 hex in SPEC's dialect, SM2-encrypted in 4.x's). */
  password: string;
  captchaKey?: string;
  captchaCode?: string;
  /** Only in switch mode. */
  deptId?: string;
  roleId?: string;
  type?: LoginType;
}

export interface RefreshGrantInput {
  refreshToken: string;
  tenantId?: string;
  deptId?: string;
  roleId?: string;
}

export interface SocialGrantInput {
  tenantId?: string;
  source: string;
  code: string;
  state: string;
}

export interface AuthorizationCodeGrantInput {
  code: string;
  redirectUri: string;
  /** SSO passes the tenant in `state`; it becomes `tenantId` when `tenantId` is not given. */
  state?: string;
  tenantId?: string;
}

/** Phone sign-in: the phone and the 6-digit code texted to it by {@link AuthApi.sendSmsCode}. */
export interface PhoneGrantInput {
  tenantId?: string;
  phone: string;
  code: string;
}

export interface AuthApi {
  /** The dialect these calls speak, and the path its token grants go to. */
  readonly dialect: BladeDialect;
  readonly tokenPath: string;
  /**
   * Password or captcha sign-in. Failures reject with the server's message (SPEC: `error_description`,
   * 4.x: the envelope's `msg`).
   */
  token(input: PasswordGrantInput): Promise<TokenResponse>;
  /**
   * Loads ahead what `token` needs before it can send anything (the password's hashing or
   * encryption, a chunk of its own), e.g. as a person starts filling in the sign-in form, so the
   * request leaves at once on submit. Safe to call often; a failure is tried again by `token`.
   */
  preparePasswordGrant(): Promise<void>;
  refreshToken(input: RefreshGrantInput): Promise<TokenResponse>;
  social(input: SocialGrantInput): Promise<TokenResponse>;
  authorizationCode(input: AuthorizationCodeGrantInput): Promise<TokenResponse>;
  /**
   * Texts a sign-in code to `phone` (5 minutes, one use). The answer is the same for a phone of
   * nobody; too many requests reject with the server's message (one a minute per phone).
   */
  sendSmsCode(input: { tenantId?: string; phone: string }): Promise<unknown>;
  /** Phone sign-in (`sms_code` grant); a wrong or used code rejects with the server's message. */
  phoneToken(input: PhoneGrantInput): Promise<TokenResponse>;
  captcha(): Promise<Captcha>;
  /** Ends the session on the server; `meta` e.g. to end a session that is not stored (its `token`). */
  logout(meta?: RequestMeta): Promise<unknown>;
  userInfo(): Promise<UserInfo>;
  /** The button tree of the signed-in user (`/blade-system/menu/buttons`). */
  buttons(): Promise<Menu[]>;
  /**
   * The tenant bound to a site address (`/blade-system/tenant/info`, public; the same call as
   * `system.tenant.info`): the sign-in page hides the tenant field on a hit.
   */
  tenantInfo(domain: string): Promise<TenantInfo>;
  clearCache(): Promise<unknown>;
  /** Uploads the local error log (BladeX posts it to the logout endpoint). */
  sendLogs(logs: readonly ErrorLogEntry[]): Promise<unknown>;
  registerGuest(input: RegisterGuestInput): Promise<unknown>;
}

/** A sign-in grant has no session to drop on 401 (see RequestMeta.handleUnauthorized). */
const SIGN_IN_META = { oauth: true, handleUnauthorized: false, isToken: false } as const;

export interface AuthApiOptions extends DialectOptions {
  /** Default `spec`. */
  dialect?: BladeDialect;
}

export function createAuthApi(http: BladeHttp, options: AuthApiOptions = {}): AuthApi {
  const wire: AuthWire = createAuthWire(http, options.dialect, options);
  const { names } = wire;

  /**
   * A grant: `params` go in the query string, `secrets` (the password as the dialect encodes it, the
   * refresh token) in the urlencoded body, never in a URL: an address is written to access logs and
   * proxies. BladeX's own front end sends the md5 password in the query; its server (Spring's
   * `@RequestParam`) and ours read the form body alike.
   */
  function grant(
    params: Record<string, string | undefined>,
    headers: Record<string, string | undefined>,
    meta: RequestMeta,
    secrets: Record<string, string> = {},
  ) {
    const hasBody = Object.keys(secrets).length > 0;
    return wire.tokenResponse({
      method: 'POST',
      url: wire.tokenPath,
      params: { ...params, scope: 'all' },
      headers,
      meta,
      ...(hasBody ? { body: new URLSearchParams(secrets) } : {}),
    });
  }

  return {
    dialect: wire.dialect,
    tokenPath: wire.tokenPath,
    async token(input) {
      const tenantId = input.tenantId ?? DEFAULT_TENANT_ID;
      const password = await wire.encodePassword(input.password);
      return grant(
        {
          tenantId,
          [names.account]: input.username,
          [names.grantType]: input.grantType ?? 'password',
          type: input.type ?? 'account',
        },
        {
          'Tenant-Id': tenantId,
          'Dept-Id': input.deptId,
          'Role-Id': input.roleId,
          'Captcha-Key': input.captchaKey,
          'Captcha-Code': input.captchaCode,
        },
        SIGN_IN_META,
        { password },
      );
    },
    async preparePasswordGrant() {
      await wire.preparePassword();
    },
    refreshToken(input) {
      const tenantId = input.tenantId ?? DEFAULT_TENANT_ID;
      return grant(
        { tenantId, [names.grantType]: 'refresh_token' },
        { 'Tenant-Id': tenantId, 'Dept-Id': input.deptId, 'Role-Id': input.roleId },
        // The session decides what a refusal means: it ends the session only while the refused
        // token is still the stored one (another tab may have refreshed), so no onUnauthorized here.
        { oauth: true, isToken: false, handleUnauthorized: false },
        // In the body, urlencoded: the refresh token never goes into a URL (logs, history, proxies).
        { [names.refreshToken]: input.refreshToken },
      );
    },
    social(input) {
      const tenantId = input.tenantId ?? DEFAULT_TENANT_ID;
      return grant(
        { tenantId, source: input.source, state: input.state, [names.grantType]: 'social' },
        { 'Tenant-Id': tenantId },
        SIGN_IN_META,
        // The provider's one-time code signs in: in the body, like a password.
        { code: input.code },
      );
    },
    authorizationCode(input) {
      const tenantId = input.tenantId ?? input.state ?? DEFAULT_TENANT_ID;
      return grant(
        {
          tenantId,
          [names.grantType]: 'authorization_code',
          [names.redirectUri]: input.redirectUri,
        },
        { 'Tenant-Id': tenantId },
        SIGN_IN_META,
        { code: input.code },
      );
    },
    sendSmsCode(input) {
      const tenantId = input.tenantId ?? DEFAULT_TENANT_ID;
      return http.postQuery(SMS_CODE_PATH, { tenantId, phone: input.phone });
    },
    phoneToken(input) {
      const tenantId = input.tenantId ?? DEFAULT_TENANT_ID;
      return grant(
        { tenantId, phone: input.phone, [names.grantType]: 'sms_code' },
        { 'Tenant-Id': tenantId },
        SIGN_IN_META,
        // The code in the body, like a password: never in a URL.
        { code: input.code },
      );
    },
    captcha: () => wire.captcha(),
    logout: (meta) => wire.logout(meta),
    userInfo: () => http.get<UserInfo>('/blade-auth/oauth/user-info'),
    buttons: () => http.get<Menu[]>('/blade-system/menu/buttons'),
    tenantInfo: (domain) => http.get<TenantInfo>('/blade-system/tenant/info', { domain }),
    clearCache: () => http.get('/blade-auth/oauth/clear-cache'),
    sendLogs: (logs) => http.post('/blade-auth/oauth/logout', logs),
    registerGuest: (input) => http.postForm('/blade-user/register-guest', input),
  };
}

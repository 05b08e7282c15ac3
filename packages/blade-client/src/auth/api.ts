import type { BladeHttp } from '../core/http';
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
import { hashPasswordOnDemand } from './hashOnDemand';

export const TOKEN_PATH = '/blade-auth/oauth/token';
export const DEFAULT_TENANT_ID = '000000';

export interface PasswordGrantInput {
  /** `password` (default) or `captcha` (captcha mode on, SPEC §9). */
  grantType?: Extract<GrantType, 'password' | 'captcha'>;
  tenantId?: string;
  username: string;
  /** Plain text: hashed with md5 here, never sent as is. */
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

export interface AuthApi {
  /** Password or captcha sign-in. Failures reject with the server's `error_description` as message. */
  token(input: PasswordGrantInput): Promise<TokenResponse>;
  refreshToken(input: RefreshGrantInput): Promise<TokenResponse>;
  social(input: SocialGrantInput): Promise<TokenResponse>;
  authorizationCode(input: AuthorizationCodeGrantInput): Promise<TokenResponse>;
  captcha(): Promise<Captcha>;
  logout(): Promise<unknown>;
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

export function createAuthApi(http: BladeHttp): AuthApi {
  function grant(
    params: object,
    headers: Record<string, string | undefined>,
    meta: object,
    body?: URLSearchParams,
  ) {
    return http.request<TokenResponse>({
      method: 'POST',
      url: TOKEN_PATH,
      params: { ...params, scope: 'all' },
      headers,
      meta,
      unwrap: 'body',
      ...(body ? { body } : {}),
    });
  }

  return {
    async token(input) {
      const tenantId = input.tenantId ?? DEFAULT_TENANT_ID;
      return grant(
        {
          tenantId,
          username: input.username,
          password: await hashPasswordOnDemand(input.password),
          grant_type: input.grantType ?? 'password',
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
      );
    },
    refreshToken(input) {
      const tenantId = input.tenantId ?? DEFAULT_TENANT_ID;
      return grant(
        { tenantId, grant_type: 'refresh_token' },
        { 'Tenant-Id': tenantId, 'Dept-Id': input.deptId, 'Role-Id': input.roleId },
        // The session decides what a refusal means: it ends the session only while the refused
        // token is still the stored one (another tab may have refreshed), so no onUnauthorized here.
        { oauth: true, isToken: false, handleUnauthorized: false },
        // In the body, urlencoded: the refresh token never goes into a URL (logs, history, proxies).
        new URLSearchParams({ refresh_token: input.refreshToken }),
      );
    },
    social(input) {
      const tenantId = input.tenantId ?? DEFAULT_TENANT_ID;
      return grant(
        { tenantId, source: input.source, code: input.code, state: input.state, grant_type: 'social' },
        { 'Tenant-Id': tenantId },
        SIGN_IN_META,
      );
    },
    authorizationCode(input) {
      const tenantId = input.tenantId ?? input.state ?? DEFAULT_TENANT_ID;
      return grant(
        { tenantId, code: input.code, grant_type: 'authorization_code', redirect_uri: input.redirectUri },
        { 'Tenant-Id': tenantId },
        SIGN_IN_META,
      );
    },
    captcha: () => http.request<Captcha>({ url: '/blade-auth/oauth/captcha', unwrap: 'body' }),
    logout: () => http.get('/blade-auth/oauth/logout'),
    userInfo: () => http.get<UserInfo>('/blade-auth/oauth/user-info'),
    buttons: () => http.get<Menu[]>('/blade-system/menu/buttons'),
    tenantInfo: (domain) => http.get<TenantInfo>('/blade-system/tenant/info', { domain }),
    clearCache: () => http.get('/blade-auth/oauth/clear-cache'),
    sendLogs: (logs) => http.post('/blade-auth/oauth/logout', logs),
    registerGuest: (input) => http.postQuery('/blade-user/register-guest', input),
  };
}

/** Grant types of `POST /blade-auth/oauth/token` (SPEC §9). */
export type GrantType =
  | 'password'
  | 'captcha'
  | 'social'
  | 'authorization_code'
  | 'refresh_token'
  /** Phone sign-in with a texted code (this server's; SPEC §7 "Phone login"). */
  | 'sms_code';

/** The snake_case token answer of the BladeX dialect (SPEC §3, ARCHITECTURE "Dialect"). */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  tenant_id: string;
  user_id: string;
  user_name: string;
  nick_name: string;
  account: string;
  role_name: string;
  role_id: string;
  dept_id: string;
  avatar: string;
  oauth_id: string;
  license: string;
  /** BladeX extras; the reference server sends them, other gateways may not. */
  real_name?: string;
  post_id?: string;
  scope?: string;
  /**
   * True when the account still has its initial password: every call but the password change,
   * the user info and sign-out is refused until the person has set a new one.
   */
  password_change_required?: boolean;
  /** Present (with a message) instead of the fields above when the grant fails. */
  error_description?: string;
}

/**
 * BladeX 4.x's token answer (blade-api.md §4.1), the envelope's `data` on `/blade-auth/token`. The
 * SDK turns it into a {@link TokenResponse} (`fromAuthInfo`), so the session is the same in both
 * dialects. The last five fields are our server's extras; a BladeX gateway leaves them out.
 */
export interface AuthInfo {
  accessToken: string;
  tokenType: string;
  refreshToken: string;
  userId: string;
  tenantId: string;
  oauthId: string;
  avatar: string;
  /** Role aliases, comma-joined. */
  authority: string;
  /** The user's real name (not the account). */
  userName: string;
  account: string;
  expiresIn: number;
  license: string;
  roleId?: string;
  deptId?: string;
  postId?: string;
  nickName?: string;
  realName?: string;
  /** See TokenResponse's `password_change_required`. */
  passwordChangeRequired?: boolean;
}

/** `GET /blade-auth/oauth/captcha`: an image (data URL) and the key to send back with the code. */
export interface Captcha {
  key: string;
  image: string;
}

/** The OAuth-style failure body: HTTP 400/401 with `error_description`. */
export interface OAuthError {
  error?: string;
  error_description: string;
}

/** Login type sent as `type` with the password/captcha grants (Saber sends `account`). */
export type LoginType = 'account' | 'phone' | (string & {});

/**
 * `GET /blade-auth/oauth/user-info`: the signed-in user's record (the fields of `User`) plus `roles`, the
 * role aliases the console checks (SPEC §7 "response data.roles").
 */
export interface UserInfo {
  id: string;
  tenantId: string;
  account: string;
  name: string;
  realName: string;
  avatar: string;
  email: string;
  phone: string;
  sex: number;
  deptId: string;
  postId: string;
  roleId: string;
  /** Comma-joined role aliases. */
  roleName: string;
  roles: string[];
}

/** An entry of the console's local error log (SPEC §3), uploaded by `auth.sendLogs`. */
export interface ErrorLogEntry {
  url: string;
  /** `yyyy-MM-dd hh:mm:ss`. */
  time: string;
  type: string;
  message: string;
  stack?: string | undefined;
  info?: string | undefined;
}

/** `POST /blade-user/register-guest` (SPEC §3 "Registration form"; `password2` stays in the form). */
export interface RegisterGuestInput {
  tenantId: string;
  name: string;
  account: string;
  /** Plain text; the server hashes it as for a user submit (BladeX convention). */
  password: string;
  oauthId: string;
}

/** Grant types of `POST /blade-auth/oauth/token` (SPEC §9). */
export type GrantType = 'password' | 'captcha' | 'social' | 'authorization_code' | 'refresh_token';

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
  /** Present (with a message) instead of the fields above when the grant fails. */
  error_description?: string;
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

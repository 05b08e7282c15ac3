import type { TokenResponse } from '@blade-console/blade-client/types';
import { type Static, Type } from 'typebox';

/**
 * The BladeX 4.x token answer (blade-api.md §4.1), `data` of the envelope. A 4.x front end reads
 * the first twelve fields; the rest carry what SPEC's answer has besides (the session's role, dept
 * and post ids, the names), so a client of either dialect can build the same session user.
 */
export const authInfoSchema = Type.Object({
  accessToken: Type.String(),
  tokenType: Type.String(),
  refreshToken: Type.String(),
  userId: Type.String(),
  tenantId: Type.String(),
  oauthId: Type.String(),
  avatar: Type.String(),
  /** Role aliases, CSV: Saber shows admin buttons when it includes `admin`. */
  authority: Type.String(),
  /** The user's real name (BladeX's `userName` is not the account). */
  userName: Type.String(),
  account: Type.String(),
  /** Seconds the access token lives (the client's `access_token_validity`). */
  expiresIn: Type.Integer(),
  license: Type.String(),
  roleId: Type.String(),
  deptId: Type.String(),
  postId: Type.String(),
  nickName: Type.String(),
  realName: Type.String(),
  /** True while the account has its initial password (only the password change is open). */
  passwordChangeRequired: Type.Optional(Type.Boolean()),
});

export type AuthInfo = Static<typeof authInfoSchema>;

/** SPEC's snake_case answer as 4.x's AuthInfo: the same tokens, renamed fields. */
export function toAuthInfo(token: TokenResponse): AuthInfo {
  const realName = token.real_name ?? '';
  return {
    accessToken: token.access_token,
    tokenType: token.token_type,
    refreshToken: token.refresh_token,
    userId: token.user_id,
    tenantId: token.tenant_id,
    oauthId: token.oauth_id,
    avatar: token.avatar,
    authority: token.role_name,
    userName: realName || token.nick_name,
    account: token.account,
    expiresIn: token.expires_in,
    license: token.license,
    roleId: token.role_id,
    deptId: token.dept_id,
    postId: token.post_id ?? '',
    nickName: token.nick_name,
    realName,
    ...(token.password_change_required && { passwordChangeRequired: true }),
  };
}

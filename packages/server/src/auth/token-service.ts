import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '@blade-console/blade-client/types';
import type { DbOrTx } from '../db/connection';

import type { OAuthClient } from './clients';
import type { AccessClaims, RefreshClaims, TokenSigner } from './jwt';
import { storeRefreshToken } from './refresh-tokens';
import { extendFamily, startFamily } from './token-family';
import { roleAliases, splitCsv, type UserRow } from './users';

export const LICENSE = 'powered by blade-console';

/** The dept and role the caller asked to act as (`Dept-Id`/`Role-Id` headers, switch mode). */
export interface Identity {
  deptId?: string | undefined;
  roleId?: string | undefined;
  /** The session (token family) a refresh continues; a sign-in starts a new one. */
  sessionId?: string | undefined;
}

/**
 * Mints the access and refresh tokens of a signed-in user and builds the snake_case answer of the
 * BladeX token endpoint. A requested dept/role is honoured only when the user has it.
 */
export async function issueTokens(
  db: DbOrTx,
  signer: TokenSigner,
  client: OAuthClient,
  user: UserRow,
  wanted: Identity = {},
): Promise<TokenResponse> {
  const userDepts = splitCsv(user.deptId);
  const userRoles = splitCsv(user.roleId);
  const deptIds = wanted.deptId && userDepts.includes(wanted.deptId) ? [wanted.deptId] : userDepts;
  const roleIds = wanted.roleId && userRoles.includes(wanted.roleId) ? [wanted.roleId] : userRoles;
  const roles = await roleAliases(db, user.tenantId, roleIds);
  const sessionId = wanted.sessionId ?? randomUUID();
  const jti = randomUUID();

  const access: AccessClaims = {
    token_type: 'access_token',
    client_id: client.clientId,
    tenant_id: user.tenantId,
    user_id: String(user.id),
    role_id: roles.map((r) => r.id).join(','),
    role_name: roles.map((r) => r.alias).join(','),
    dept_id: deptIds.join(','),
    post_id: user.postId,
    account: user.account,
    user_name: user.account,
    nick_name: user.name ?? user.realName ?? user.account,
    real_name: user.realName ?? '',
    oauth_id: '',
    session_id: sessionId,
    // Read from the row at every sign-in and refresh, so the refresh after the change drops it.
    ...(user.passwordChangeRequired && { password_change_required: true }),
  };
  const refresh: RefreshClaims = {
    token_type: 'refresh_token',
    client_id: client.clientId,
    tenant_id: user.tenantId,
    user_id: String(user.id),
    // Kept so a refresh stays in the dept/role the user switched to.
    dept_id: wanted.deptId && deptIds.length === 1 ? deptIds[0]! : '',
    role_id: wanted.roleId && roleIds.length === 1 ? roleIds[0]! : '',
    jti,
  };
  const expiresAt = new Date(Date.now() + client.refreshTokenValidity * 1000);
  const owner = { userId: user.id, tenantId: user.tenantId, clientId: client.clientId };
  if (wanted.sessionId) await extendFamily(db, sessionId, expiresAt);
  else await startFamily(db, { id: sessionId, ...owner, expiresAt });
  await storeRefreshToken(db, { jti, sessionId, ...owner, expiresAt });
  const [accessToken, refreshToken] = await Promise.all([
    signer.sign(access, client.accessTokenValidity),
    signer.sign(refresh, client.refreshTokenValidity),
  ]);
  const response: TokenResponse = {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: client.accessTokenValidity,
    tenant_id: access.tenant_id,
    user_id: access.user_id,
    user_name: access.user_name,
    nick_name: access.nick_name,
    account: access.account,
    role_name: access.role_name,
    role_id: access.role_id,
    dept_id: access.dept_id,
    avatar: user.avatar ?? '',
    oauth_id: '',
    license: LICENSE,
  };
  return {
    ...response,
    real_name: access.real_name,
    post_id: access.post_id,
    scope: 'all',
    ...(user.passwordChangeRequired && { password_change_required: true }),
  };
}

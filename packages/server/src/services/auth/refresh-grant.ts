import type { TokenResponse } from '@blade-console/blade-client/types';
import type { FastifyBaseLogger } from 'fastify';
import type { OAuthClient } from '../../auth/clients';
import { rotateRefreshToken } from '../../auth/refresh-tokens';
import { type Identity, issueTokens } from '../../auth/token-service';
import { signInRefusal } from '../../auth/user-status';
import { findUserById, tenantSignInRefusal } from '../../auth/users';
import type { AppContext } from '../../context';
import { parseId } from '../../db/ids';
import { OAuthError } from '../../http/envelope';
import { msg } from '../../i18n';

export const REFRESH_REFUSED = msg('signIn.refreshRefused');
export const REFRESH_REUSED = msg('signIn.refreshReused');

/**
 * The `refresh_token` grant: checks the token and its user, then rotates it within its family
 * (refresh-tokens.ts). A retry within the reuse window gets the same answer as the first request;
 * reuse after it ends the family.
 */
export async function refreshGrant(
  ctx: Pick<AppContext, 'db' | 'signer' | 'config'>,
  log: FastifyBaseLogger,
  client: OAuthClient,
  token: string,
  wanted: Pick<Identity, 'deptId' | 'roleId'>,
): Promise<TokenResponse> {
  const { db, signer, config } = ctx;
  const claims = await signer.verifyRefresh(token);
  const userId = claims ? parseId(claims.user_id) : undefined;
  if (!claims || userId === undefined || !claims.jti || claims.client_id !== client.clientId) {
    throw new OAuthError(400, 'invalid_grant', REFRESH_REFUSED);
  }
  const user = await findUserById(db, userId);
  if (!user || user.tenantId !== claims.tenant_id) {
    throw new OAuthError(400, 'invalid_grant', msg('signIn.userGoneSignInAgain'));
  }
  const refusal = (await tenantSignInRefusal(db, user.tenantId)) ?? signInRefusal(user.status);
  if (refusal) throw new OAuthError(400, 'invalid_grant', refusal);

  const rotation = await rotateRefreshToken(db, {
    token,
    jti: claims.jti,
    userId,
    clientId: client.clientId,
    wanted: `${wanted.deptId ?? ''}|${wanted.roleId ?? ''}`,
    reuseWindowSeconds: config.refreshReuseSeconds,
    issue: (tx, familyId) =>
      issueTokens(tx, signer, client, user, {
        // The dept/role asked for, else the one the token kept (a switch survives refreshes).
        deptId: wanted.deptId ?? (claims.dept_id || undefined),
        roleId: wanted.roleId ?? (claims.role_id || undefined),
        sessionId: familyId,
      }),
  });
  switch (rotation.kind) {
    case 'issued':
    case 'replayed':
      return rotation.response;
    case 'reused':
      // Ids only: the token itself is a credential and never logged.
      log.warn(
        { userId: String(userId), family: rotation.familyId },
        'refresh token reused after its window: session revoked',
      );
      throw new OAuthError(400, 'invalid_grant', REFRESH_REUSED);
    default:
      throw new OAuthError(400, 'invalid_grant', REFRESH_REFUSED);
  }
}

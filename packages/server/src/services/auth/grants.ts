import type { TokenResponse } from '@blade-console/blade-client/types';
import type { FastifyBaseLogger } from 'fastify';
import { consumeCaptcha } from '../../auth/captcha';
import { authenticateClient } from '../../auth/clients';
import { clearFailedSignIns, LOCKED_MESSAGE, reserveSignInAttempt } from '../../auth/lockout';
import { verifyPassword, verifyPasswordOfUnknownUser } from '../../auth/password';
import {
  clientThrottledMessage,
  releaseClientAttempt,
  reserveClientAttempt,
} from '../../auth/sign-in-throttle';
import { issueTokens } from '../../auth/token-service';
import { signInRefusal } from '../../auth/user-status';
import { findUserByAccount, tenantSignInRefusal } from '../../auth/users';
import type { AppContext } from '../../context';
import { OAuthError } from '../../http/envelope';
import { msg } from '../../i18n';
import type { GrantRequest } from './grant-request';
import { smsCodeGrant } from './phone-login';
import { refreshGrant } from './refresh-grant';
import { authorizationCodeGrant, socialGrant } from './social-grant';

export type { GrantRequest } from './grant-request';

/**
 * The grants behind both token endpoints: SPEC's `/blade-auth/oauth/token` and BladeX 4.x's
 * `/blade-auth/token`. The routes only read their dialect's parameter names and shape the answer;
 * client check, captcha, lock-out, sessions (token families) and refresh rotation all happen here,
 * once, whichever path a request came by.
 */
export const WRONG_CREDENTIALS = msg('signIn.wrongCredentials');
export const WRONG_CAPTCHA = msg('signIn.wrongCaptcha');

/** What differs between the dialects below the route: parameter names and the password's encoding. */
export interface GrantDialect {
  /** The names of the parameters, for "missing" messages. */
  names: { grantType: string; refreshToken: string };
  /**
   * The md5 hex of what the person typed (what stored hashes are made from) out of the password as
   * sent; undefined when it cannot be read, which fails like a wrong password.
   */
  clientHash(sent: string): string | undefined;
}

type GrantContext = Pick<AppContext, 'db' | 'signer' | 'config'>;

/** Signs in or refreshes; every refusal is an OAuthError (400, or 401 for the client check). */
export async function grantTokens(
  ctx: GrantContext,
  log: FastifyBaseLogger,
  dialect: GrantDialect,
  request: GrantRequest,
): Promise<TokenResponse> {
  const client = await authenticateClient(ctx.db, request.authorization);
  const { grantType } = request;

  if (grantType === 'refresh_token') {
    if (!request.refreshToken) {
      throw new OAuthError(
        400,
        'invalid_request',
        msg('http.missingParam', { name: dialect.names.refreshToken }),
      );
    }
    return refreshGrant(ctx, log, client, request.refreshToken, request.wanted);
  }
  if (grantType === 'social') return socialGrant(ctx, client, request);
  if (grantType === 'authorization_code') return authorizationCodeGrant(ctx, client, request);
  if (grantType === 'sms_code') return smsCodeGrant(ctx, client, request);
  if (grantType !== 'password' && grantType !== 'captcha') {
    throw new OAuthError(
      400,
      'unsupported_grant_type',
      grantType
        ? msg('signIn.unsupportedGrant', { grantType })
        : msg('http.missingParam', { name: dialect.names.grantType }),
    );
  }
  return passwordGrant(ctx, dialect, client, request);
}

/** The `password` and `captcha` grants. */
async function passwordGrant(
  ctx: GrantContext,
  dialect: GrantDialect,
  client: Awaited<ReturnType<typeof authenticateClient>>,
  request: GrantRequest,
): Promise<TokenResponse> {
  const { db, signer, config } = ctx;
  // With the captcha on, both password grants need it: `password` is no way around it.
  if (config.captcha) {
    const passed = await consumeCaptcha(db, request.captchaKey ?? '', request.captchaCode ?? '');
    if (!passed) throw new OAuthError(400, 'invalid_grant', WRONG_CAPTCHA);
  }

  const { tenantId } = request;
  const account = request.account.trim();
  if (!account || !request.password)
    throw new OAuthError(400, 'invalid_request', msg('signIn.credentialsEmpty'));

  // Every attempt is counted before the password is checked (one atomic statement each), so
  // parallel guesses cannot slip past the limits; a success takes the counts back. A password that
  // cannot even be read counts as well. First the client across all accounts (spraying), then the
  // account from this client (guessing; per client, so strangers cannot lock it for everyone).
  const address = request.clientAddress.slice(0, 64);
  const retryAfter = await reserveClientAttempt(db, address);
  if (retryAfter !== undefined) {
    const minutes = Math.ceil(retryAfter / 60);
    throw new OAuthError(429, 'too_many_requests', clientThrottledMessage(minutes), retryAfter);
  }
  const key = { tenantId, account, client: address };
  if (!(await reserveSignInAttempt(db, key))) {
    throw new OAuthError(400, 'invalid_grant', LOCKED_MESSAGE);
  }
  const clientHash = dialect.clientHash(request.password);
  if (clientHash === undefined) throw new OAuthError(400, 'invalid_grant', WRONG_CREDENTIALS);
  const user = await findUserByAccount(db, tenantId, account);
  // An unknown account costs the same bcrypt comparison, so timing does not tell it apart.
  const passed = user
    ? await verifyPassword(clientHash, user.password)
    : await verifyPasswordOfUnknownUser(clientHash);
  if (!user || !passed) throw new OAuthError(400, 'invalid_grant', WRONG_CREDENTIALS);
  await clearFailedSignIns(db, tenantId, account, address);
  await releaseClientAttempt(db, address);
  // Checked after the password, so the answer never tells a stranger which accounts exist.
  const refusal = (await tenantSignInRefusal(db, tenantId)) ?? signInRefusal(user.status);
  if (refusal) throw new OAuthError(400, 'invalid_grant', refusal);
  return issueTokens(db, signer, client, user, request.wanted);
}

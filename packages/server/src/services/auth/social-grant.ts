import type { TokenResponse } from '@blade-console/blade-client/types';
import { and, eq } from 'drizzle-orm';
import type { OAuthClient } from '../../auth/clients';
import { consumeState, issueCode, randomState } from '../../auth/one-time-codes';
import { authorizeAddress, identityFromCode, type ProviderIdentity } from '../../auth/social/oauth-client';
import { type SocialProvider, SSO_SOURCE } from '../../auth/social/providers';
import { issueTokens } from '../../auth/token-service';
import { signInRefusal } from '../../auth/user-status';
import { findUserByAccount, findUserById, tenantSignInRefusal, type UserRow } from '../../auth/users';
import type { AppContext } from '../../context';
import { nextId } from '../../db/ids';
import { bladeUserOauth } from '../../db/schema';
import { badRequest, OAuthError } from '../../http/envelope';
import { msg } from '../../i18n';
import type { GrantRequest } from './grant-request';

/**
 * The `social` grant (a third-party provider, started at `/oauth/render/{source}`) and the
 * `authorization_code` grant (the `sso` provider). Both exchange the provider's code for who signed
 * in and sign in the user bound to that identity (`blade_user_oauth`, uuid `source:id`). An identity
 * bound to nobody is refused with a message saying what to do: BladeX would hand out a guest token
 * instead, which this server's sessions (one per user row) have no place for.
 */
type Ctx = Pick<AppContext, 'db' | 'signer' | 'config'>;

/** How long a started third-party sign-in may take before its `state` expires. */
export const STATE_TTL_MS = 10 * 60_000;
/** Sign-ins one client address may start in an hour (each leaves a row until swept). */
export const STATE_CLIENT_LIMIT = 60;

export function noProvider(source: string): OAuthError {
  const name = source ? ` ${source}` : '';
  return new OAuthError(400, 'unsupported_grant_type', msg('signIn.noProvider', { name }));
}

function providerOf(ctx: Ctx, source: string | undefined): SocialProvider {
  const key = (source ?? '').trim().toLowerCase();
  // With none configured, that is the news, whatever was asked for.
  if (Object.keys(ctx.config.socialProviders).length === 0) throw noProvider(key);
  if (!key) throw new OAuthError(400, 'invalid_request', msg('http.missingParam', { name: 'source' }));
  const provider = ctx.config.socialProviders[key];
  if (!provider) throw noProvider(key);
  return provider;
}

/** `GET /oauth/render/{source}`: where to send the browser to start a sign-in (a fresh state). */
export async function startSocialSignIn(
  ctx: Ctx,
  source: string,
  tenantId: string,
  clientIp: string,
): Promise<string> {
  const provider = ctx.config.socialProviders[source.toLowerCase()];
  if (!provider) throw badRequest(noProvider(source).said);
  const state = await issueCode(ctx.db, {
    kind: 'oauth_state',
    tenantId,
    subject: provider.source,
    clientIp,
    ttlMs: STATE_TTL_MS,
    limits: { clientPerHour: STATE_CLIENT_LIMIT },
    code: randomState(),
  });
  return authorizeAddress(provider, state);
}

export async function socialGrant(
  ctx: Ctx,
  client: OAuthClient,
  request: GrantRequest,
): Promise<TokenResponse> {
  const provider = providerOf(ctx, request.source);
  if (!request.code || !request.state) {
    throw new OAuthError(400, 'invalid_request', msg('http.missingParam', { name: 'code, state' }));
  }
  // The state proves this browser started the sign-in here (no login CSRF); it names the tenant.
  const tenantId = await consumeState(ctx.db, provider.source, request.state);
  if (tenantId === undefined) {
    throw new OAuthError(400, 'invalid_grant', msg('signIn.socialStateRefused'));
  }
  const identity = await identityFromCode(
    provider,
    request.code,
    provider.redirectUri,
    ctx.config.socialTimeoutMs,
  );
  return signInIdentity(ctx, client, provider, tenantId, identity, request);
}

export async function authorizationCodeGrant(
  ctx: Ctx,
  client: OAuthClient,
  request: GrantRequest,
): Promise<TokenResponse> {
  const provider = providerOf(ctx, SSO_SOURCE);
  if (!request.code) throw new OAuthError(400, 'invalid_request', msg('http.missingParam', { name: 'code' }));
  // The code was issued for one address; any other is refused here rather than by the provider.
  if (request.redirectUri && request.redirectUri !== provider.redirectUri) {
    throw new OAuthError(
      400,
      'invalid_grant',
      msg('signIn.redirectMismatch', { expected: provider.redirectUri }),
    );
  }
  const identity = await identityFromCode(
    provider,
    request.code,
    provider.redirectUri,
    ctx.config.socialTimeoutMs,
  );
  return signInIdentity(ctx, client, provider, request.tenantId, identity, request);
}

async function signInIdentity(
  ctx: Ctx,
  client: OAuthClient,
  provider: SocialProvider,
  tenantId: string,
  identity: ProviderIdentity,
  request: GrantRequest,
): Promise<TokenResponse> {
  const uuid = `${provider.source}:${identity.id}`.slice(0, 64);
  const user =
    (await boundUser(ctx, tenantId, uuid)) ?? (await linkByAccount(ctx, provider, tenantId, uuid, identity));
  if (!user) {
    const { source } = provider;
    throw new OAuthError(
      400,
      'invalid_grant',
      identity.name
        ? msg('signIn.identityUnboundNamed', { source, name: identity.name, uuid })
        : msg('signIn.identityUnbound', { source, uuid }),
    );
  }
  const refusal = (await tenantSignInRefusal(ctx.db, tenantId)) ?? signInRefusal(user.status);
  if (refusal) throw new OAuthError(400, 'invalid_grant', refusal);
  const answer = await issueTokens(ctx.db, ctx.signer, client, user, request.wanted);
  return { ...answer, oauth_id: uuid };
}

async function boundUser(ctx: Ctx, tenantId: string, uuid: string): Promise<UserRow | undefined> {
  const [binding] = await ctx.db
    .select({ userId: bladeUserOauth.userId })
    .from(bladeUserOauth)
    .where(and(eq(bladeUserOauth.tenantId, tenantId), eq(bladeUserOauth.uuid, uuid)));
  if (!binding) return undefined;
  const user = await findUserById(ctx.db, binding.userId);
  return user?.tenantId === tenantId ? user : undefined;
}

/** An SSO server shares the accounts: the first sign-in binds the user of the same account. */
async function linkByAccount(
  ctx: Ctx,
  provider: SocialProvider,
  tenantId: string,
  uuid: string,
  identity: ProviderIdentity,
): Promise<UserRow | undefined> {
  if (!provider.linkByAccount || !identity.name) return undefined;
  const user = await findUserByAccount(ctx.db, tenantId, identity.name);
  if (!user) return undefined;
  await ctx.db
    .insert(bladeUserOauth)
    .values({
      id: nextId(),
      tenantId,
      uuid,
      userId: user.id,
      username: identity.name.slice(0, 45),
      source: provider.source,
      createTime: new Date(),
    })
    .onConflictDoNothing({ target: [bladeUserOauth.tenantId, bladeUserOauth.uuid] });
  return user;
}

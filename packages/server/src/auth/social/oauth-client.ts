import type { Message } from '@blade-console/blade-schema';
import { OAuthError } from '../../http/envelope';
import {
  type OutboundRequestInit,
  type OutboundResponse,
  outboundFetch,
  outboundRefusalIn,
} from '../../http/outbound';
import { localized, msg } from '../../i18n';
import type { SocialProvider } from './providers';

/** Who the provider says signed in: its id of the person and their login name. */
export interface ProviderIdentity {
  id: string;
  name: string;
}

/** A provider that cannot be reached, times out or answers nonsense: the person can only retry later. */
function unreachable(provider: SocialProvider, why: Message | string): OAuthError {
  const reason = typeof why === 'string' ? why : localized(why);
  return new OAuthError(
    400,
    'temporarily_unavailable',
    msg('signIn.providerUnreachable', { provider: provider.source, why: reason }),
  );
}

async function call(provider: SocialProvider, url: string, init: OutboundRequestInit, timeoutMs: number) {
  let response: OutboundResponse;
  try {
    response = await outboundFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const refusal = outboundRefusalIn(error);
    if (refusal) throw new OAuthError(400, 'temporarily_unavailable', refusal.said);
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw unreachable(
      provider,
      timedOut ? msg('signIn.providerTimeout', { ms: timeoutMs }) : msg('signIn.providerConnectFailed'),
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw unreachable(provider, msg('signIn.providerNotJson', { status: response.status }));
  }
  if (typeof body !== 'object' || body === null) throw unreachable(provider, `HTTP ${response.status}`);
  return { status: response.status, body: body as Record<string, unknown> };
}

/**
 * Exchanges the code the provider sent the browser back with for an access token (RFC 6749 §4.1.3),
 * then reads who signed in. A refused code is the person's to fix (sign in again); anything else is
 * the provider's.
 */
export async function identityFromCode(
  provider: SocialProvider,
  code: string,
  redirectUri: string,
  timeoutMs: number,
): Promise<ProviderIdentity> {
  const token = await call(
    provider,
    provider.tokenUrl,
    {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
      }),
    },
    timeoutMs,
  );
  const accessToken = token.body.access_token;
  if (typeof accessToken !== 'string' || !accessToken) {
    if (token.status >= 500) throw unreachable(provider, `HTTP ${token.status}`);
    const error = typeof token.body.error === 'string' ? token.body.error : '';
    throw new OAuthError(
      400,
      'invalid_grant',
      error
        ? msg('signIn.providerCodeRefusedWhy', { provider: provider.source, error })
        : msg('signIn.providerCodeRefused', { provider: provider.source }),
    );
  }
  const info = await call(
    provider,
    provider.userInfoUrl,
    { headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` } },
    timeoutMs,
  );
  const id = info.body[provider.idField];
  if (info.status >= 400 || (typeof id !== 'string' && typeof id !== 'number') || String(id) === '') {
    throw unreachable(provider, msg('signIn.providerNoId', { field: provider.idField }));
  }
  const name = info.body[provider.nameField];
  return { id: String(id), name: typeof name === 'string' ? name : '' };
}

/** The address a sign-in with `provider` starts at (RFC 6749 §4.1.1). */
export function authorizeAddress(provider: SocialProvider, state: string): string {
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', provider.redirectUri);
  if (provider.scope) url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', state);
  return url.toString();
}

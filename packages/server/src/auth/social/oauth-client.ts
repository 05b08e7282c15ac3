import { OAuthError } from '../../http/envelope';
import {
  type OutboundRequestInit,
  type OutboundResponse,
  outboundFetch,
  outboundRefusalIn,
} from '../../http/outbound';
import type { SocialProvider } from './providers';

/** Who the provider says signed in: its id of the person and their login name. */
export interface ProviderIdentity {
  id: string;
  name: string;
}

/** A provider that cannot be reached, times out or answers nonsense: the person can only retry later. */
function unreachable(provider: SocialProvider, why: string): OAuthError {
  return new OAuthError(
    400,
    'temporarily_unavailable',
    `第三方登录服务 ${provider.source} 暂时无法访问（${why}），请稍后重试或使用账号密码登录`,
  );
}

async function call(provider: SocialProvider, url: string, init: OutboundRequestInit, timeoutMs: number) {
  let response: OutboundResponse;
  try {
    response = await outboundFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const refusal = outboundRefusalIn(error);
    if (refusal) throw new OAuthError(400, 'temporarily_unavailable', refusal.message);
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw unreachable(provider, timedOut ? `${timeoutMs} 毫秒内无应答` : '连接失败');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw unreachable(provider, `HTTP ${response.status}，应答不是 JSON`);
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
    const reason = typeof token.body.error === 'string' ? `：${token.body.error}` : '';
    throw new OAuthError(
      400,
      'invalid_grant',
      `${provider.source} 授权码无效或已过期${reason}，请重新点击第三方登录`,
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
    throw unreachable(provider, `用户信息应答缺少 ${provider.idField}`);
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

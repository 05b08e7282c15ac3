import type { TokenResponse } from '@blade-console/blade-client';
import { website } from '../../config';
import { core } from '../../session/core';

/**
 * What the address of /login says when a third-party provider or single sign-on sends the user back
 * (Saber's login page): `source`, `code` and `state` — a social sign-in; a `code` alone — SSO, whose
 * `state` (if any) carries the tenant.
 */
export type SignInCallback =
  | { kind: 'social'; source: string; code: string; state: string; tenantId?: string }
  | { kind: 'sso'; code: string; state?: string };

export function readSignInCallback(search: string): SignInCallback | undefined {
  const query = new URLSearchParams(search);
  const value = (name: string) => query.get(name)?.trim() || undefined;
  const [source, code, state, tenantId] = ['source', 'code', 'state', 'tenantId'].map(value);
  if (source && code && state) return { kind: 'social', source, code, state, ...(tenantId && { tenantId }) };
  if (code && !source) return { kind: 'sso', code, ...(state && { state }) };
  return undefined;
}

/** Exchanges the returned code for tokens with the social or authorization_code grant. */
export function signInWithCallback(callback: SignInCallback): Promise<TokenResponse> {
  if (callback.kind === 'social') {
    return core.auth.social({
      source: callback.source,
      code: callback.code,
      state: callback.state,
      tenantId: callback.tenantId ?? website.defaultTenantId,
    });
  }
  return core.auth.authorizationCode({
    code: callback.code,
    redirectUri: website.redirectUri || `${window.location.origin}/login`,
    ...(callback.state && { state: callback.state }),
  });
}

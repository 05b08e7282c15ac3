import type { Request } from '@playwright/test';

/**
 * Which sign-in wire the console under test speaks: SPEC's, or BladeX 4.x's when the run serves the
 * console built with VITE_BLADE_DIALECT=4x (E2E_DIALECT=4x, playwright.config.ts). The session tests
 * check the requests they see against it, so a 4.x run proves it went over the 4.x paths.
 */
export const DIALECT: 'spec' | '4x' = process.env.E2E_DIALECT === '4x' ? '4x' : 'spec';

const WIRES = {
  spec: {
    token: '/api/blade-auth/oauth/token',
    refreshGrant: 'grant_type=refresh_token',
    refreshTokenParam: 'refresh_token',
    logout: { method: 'GET', path: '/api/blade-auth/oauth/logout' },
    /** md5 hex of the password, in the query string (as SPEC's clients send it). */
    password: { in: 'query', shape: /^[0-9a-f]{32}$/ },
  },
  '4x': {
    token: '/api/blade-auth/token',
    refreshGrant: 'grantType=refresh_token',
    refreshTokenParam: 'refreshToken',
    logout: { method: 'POST', path: '/api/blade-auth/logout' },
    /** SM2 C1C2C3 hex (C1 64 bytes, C3 32, C2 as long as the text), in the urlencoded body. */
    password: { in: 'body', shape: /^[0-9a-f]{194,}$/ },
  },
} as const;

export const AUTH_WIRE = WIRES[DIALECT];
/** The token path of the other dialect: the console under test must never call it. */
export const OTHER_TOKEN_PATH = WIRES[DIALECT === '4x' ? 'spec' : '4x'].token;

/** The password a token request carried, where this dialect puts it. */
export function sentPassword(request: Request): string | null {
  const params =
    AUTH_WIRE.password.in === 'query'
      ? new URL(request.url()).searchParams
      : new URLSearchParams(request.postData() ?? '');
  return params.get('password');
}

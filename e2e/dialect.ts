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
    /** md5 hex of the password (in the urlencoded body: never in an address). */
    password: { shape: /^[0-9a-f]{32}$/ },
  },
  '4x': {
    token: '/api/blade-auth/token',
    refreshGrant: 'grantType=refresh_token',
    refreshTokenParam: 'refreshToken',
    logout: { method: 'POST', path: '/api/blade-auth/logout' },
    /** SM2 C1C2C3 hex (C1 64 bytes, C3 32, C2 as long as the text), in the urlencoded body. */
    password: { shape: /^[0-9a-f]{194,}$/ },
  },
} as const;

export const AUTH_WIRE = WIRES[DIALECT];
/** The token path of the other dialect: the console under test must never call it. */
export const OTHER_TOKEN_PATH = WIRES[DIALECT === '4x' ? 'spec' : '4x'].token;

/**
 * The password a token request carried: in its urlencoded body, both dialects; `null` when the
 * address carries one too (a credential in an address is written to access logs).
 */
export function sentPassword(request: Request): string | null {
  if (new URL(request.url()).searchParams.has('password')) return null;
  return new URLSearchParams(request.postData() ?? '').get('password');
}

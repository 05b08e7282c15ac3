import { errors, jwtVerify, SignJWT } from 'jose';

/** Claims of an access token (blade-api.md §4.4, string values). They become `request.user`. */
export interface AccessClaims {
  token_type: 'access_token';
  client_id: string;
  tenant_id: string;
  user_id: string;
  /** CSV of role ids. */
  role_id: string;
  /** CSV of role aliases; permission checks read this. */
  role_name: string;
  /** CSV of dept ids. */
  dept_id: string;
  post_id: string;
  account: string;
  /** The account, as Blade puts it in the JWT. */
  user_name: string;
  nick_name: string;
  real_name: string;
  oauth_id: string;
  /** The sign-in session (kept across refreshes); signing out revokes its refresh token. */
  session_id: string;
  /** True while the account still has its initial password (auth/password-change.ts). */
  password_change_required?: boolean;
}

/** Claims of a refresh token: enough to reload the user and keep the chosen dept/role. */
export interface RefreshClaims {
  token_type: 'refresh_token';
  client_id: string;
  tenant_id: string;
  user_id: string;
  dept_id: string;
  role_id: string;
  /** The token's id: a live row of `blade_refresh_token` until it is used or revoked. */
  jti: string;
}

const ISSUER = 'issuser';
const LINK_TOKEN_TYPE = 'download_link';
const AUDIENCE = 'audience';

/** Verified tokens remembered; past this many, the cache starts over (a bound, not a policy). */
const MAX_VERIFIED = 10_000;

interface Verified {
  payload: Record<string, unknown>;
  /** Epoch milliseconds from which the token is no longer valid (its `exp`). */
  expiresAt: number;
  /** An access token's claims, made on its first use and frozen: every call shares them. */
  access?: AccessClaims;
}

/** Signs and verifies HS256 tokens with the server's secret. */
export class TokenSigner {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature and claims already checked out. An HMAC over the same bytes always gives
   * the same answer, so a busy client's token is verified once, not on every call (profiled: ~9 % of
   * a paged list's server CPU). Only expiry changes with time, and it is checked on every hit; whether
   * the session still stands is SessionGuard's job, per request, as before.
   */
  private readonly verified = new Map<string, Verified>();

  constructor(
    secret: string,
    // Read through `Date` each time (not a captured `Date.now`), so a replaced clock is seen.
    private readonly now: () => number = () => Date.now(),
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims | RefreshClaims, ttlSeconds: number): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setNotBefore('0s')
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }

  /** The claims of a valid access token, or undefined (bad signature, expired, wrong type). */
  async verifyAccess(token: string): Promise<AccessClaims | undefined> {
    const payload = await this.verify(token);
    if (payload?.token_type !== 'access_token') return undefined;
    const known = this.verified.get(token);
    if (known?.payload !== payload) return this.accessClaimsOf(payload);
    known.access ??= Object.freeze(this.accessClaimsOf(payload));
    return known.access;
  }

  /**
   * The claims {@link verifyAccess} would give, when the token is already remembered as a valid,
   * unexpired access token with its claims made; else undefined (then only `verifyAccess` can tell).
   */
  knownAccess(token: string): AccessClaims | undefined {
    const known = this.verified.get(token);
    return known?.access && this.now() < known.expiresAt ? known.access : undefined;
  }

  private accessClaimsOf(payload: Record<string, unknown>): AccessClaims {
    return {
      token_type: 'access_token',
      client_id: str(payload.client_id),
      tenant_id: str(payload.tenant_id),
      user_id: str(payload.user_id),
      role_id: str(payload.role_id),
      role_name: str(payload.role_name),
      dept_id: str(payload.dept_id),
      post_id: str(payload.post_id),
      account: str(payload.account),
      user_name: str(payload.user_name),
      nick_name: str(payload.nick_name),
      real_name: str(payload.real_name),
      oauth_id: str(payload.oauth_id),
      session_id: str(payload.session_id),
      ...(payload.password_change_required === true && { password_change_required: true }),
    };
  }

  /**
   * A signed download link's token: the caller's claims, bound to one `target` (path and query) and
   * valid `ttlSeconds`. Its own `token_type`, so it never passes as an access token in a header.
   */
  signLink(claims: AccessClaims, target: string, ttlSeconds: number): Promise<string> {
    return new SignJWT({ ...claims, token_type: LINK_TOKEN_TYPE, link: target })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }

  /** The caller's claims of a valid, unexpired link token signed for exactly `target`, else undefined. */
  async verifyLink(token: string, target: string): Promise<AccessClaims | undefined> {
    const payload = await this.verify(token);
    if (payload?.token_type !== LINK_TOKEN_TYPE || payload.link !== target) return undefined;
    return this.accessClaimsOf(payload);
  }

  async verifyRefresh(token: string): Promise<RefreshClaims | undefined> {
    const payload = await this.verify(token);
    if (payload?.token_type !== 'refresh_token') return undefined;
    return {
      token_type: 'refresh_token',
      client_id: str(payload.client_id),
      tenant_id: str(payload.tenant_id),
      user_id: str(payload.user_id),
      dept_id: str(payload.dept_id),
      role_id: str(payload.role_id),
      jti: str(payload.jti),
    };
  }

  private async verify(token: string): Promise<Record<string, unknown> | undefined> {
    const known = this.verified.get(token);
    if (known) {
      if (this.now() < known.expiresAt) return known.payload;
      this.verified.delete(token);
      return undefined;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(this.now()),
      });
      // Tokens without `exp` (none are issued) are verified every time rather than kept forever.
      if (typeof payload.exp === 'number') this.remember(token, { payload, expiresAt: payload.exp * 1000 });
      return payload;
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }

  private remember(token: string, entry: Verified): void {
    if (this.verified.size >= MAX_VERIFIED) {
      const now = this.now();
      for (const [key, old] of this.verified) if (old.expiresAt <= now) this.verified.delete(key);
      if (this.verified.size >= MAX_VERIFIED) this.verified.clear();
    }
    this.verified.set(token, entry);
  }
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

/** Whether the roles in the token include an administrator alias (`@PreAuth hasAnyRole('administrator','admin')`). */
export function isAdmin(user: Pick<AccessClaims, 'role_name'> | null | undefined): boolean {
  if (!user) return false;
  return user.role_name.split(',').some((alias) => alias === 'administrator' || alias === 'admin');
}

/** The platform's own tenant: only its `administrator` role manages every tenant. */
export const PLATFORM_TENANT_ID = '000000';

/**
 * Whether the caller is a platform administrator: alias `administrator` in the platform tenant.
 * The alias alone proves nothing (any tenant could hold a role so named).
 */
export function isSuperAdmin(
  user: Pick<AccessClaims, 'role_name' | 'tenant_id'> | null | undefined,
): boolean {
  return (
    !!user && user.tenant_id === PLATFORM_TENANT_ID && user.role_name.split(',').includes('administrator')
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessClaims, TokenSigner } from '../auth/jwt';
import { isAdmin, isSuperAdmin } from '../auth/jwt';
import { openWhilePasswordChangeRequired, PASSWORD_CHANGE_REQUIRED } from '../auth/password-change';
import type { SessionGuard } from '../auth/session-guard';
import { linkClaims } from './download-links';
import { HttpError, MSG, unauthorized } from './envelope';
import { USER_PREFIXES } from './user-prefixes';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified access-token claims; null on public paths without a (valid) token. */
    user: AccessClaims | null;
  }
}

/** Paths that answer without a token (exact, or a prefix when ending in `*`). */
export const PUBLIC_PATHS: readonly string[] = [
  '/api/health',
  '/api/health/ready',
  '/api/blade-auth/oauth/token',
  '/api/blade-auth/oauth/captcha',
  // The starts of a third-party and a phone sign-in (services/auth/social-routes.ts).
  '/api/blade-auth/oauth/render/*',
  '/api/blade-auth/oauth/sms-code',
  // The BladeX 4.x dialect's sign-in (services/auth/bladex4-routes.ts); its logout needs a token.
  '/api/blade-auth/token',
  '/api/blade-auth/captcha',
  '/api/blade-auth/public-key',
  '/api/blade-system/tenant/info',
  '/api/blade-system/menu/routes',
  // A guest has no account yet; the tenant's `account.registerUser` parameter decides (both dialects).
  ...USER_PREFIXES.map((prefix) => `/api${prefix}/register-guest`),
  // Uploaded files are linked from <img> tags, which send no token; names are random UUIDs.
  '/api/blade-resource/oss/endpoint/file/*',
  '/api/docs*',
  // The public website (SPEC §1): its reads, order booking and join-us messages; rate-limited.
  '/api/blade-website/public/*',
  '/api/blade-order/order/makeOrder',
  '/api/blade-cooperation/cooperationmessage/addMessage',
];

/**
 * The path as Fastify routed it: without the query and percent-decoded (`/p%61ram/list` reaches
 * `param/list`). Path guards match this, never the raw URL, so encoding cannot slip past them.
 */
export function routedPath(request: FastifyRequest): string {
  const raw = request.url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Whether a (decoded, see `routedPath`) path answers without a token. */
export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((p) => (p.endsWith('*') ? pathname.startsWith(p.slice(0, -1)) : pathname === p));
}

/**
 * `Blade-Auth: bearer <jwt>`. Never from the query string (`?blade-auth=`): a URL lands in logs,
 * histories and Referer headers; a browser download opens a signed link instead (download-links.ts).
 */
export function extractToken(request: FastifyRequest): string | undefined {
  const raw = request.headers['blade-auth'];
  if (typeof raw !== 'string' || !raw) return undefined;
  // "bearer" is compared case-insensitively (blade-api.md §1); the token follows one separator.
  if (raw.length > 7 && raw.slice(0, 6).toLowerCase() === 'bearer') return raw.slice(7).trim();
  return undefined;
}

/**
 * Every `/api` route needs a valid access token except the public ones; on those a valid token is
 * still decoded (e.g. `menu/routes` answers per user). Unknown paths fall through to the 404 handler.
 * A token is valid when its signature holds and its session still stands (see SessionGuard): an
 * ended session answers the same 401 as a missing token, which clients take for "signed out".
 */
export function registerAuthHook(app: FastifyInstance, signer: TokenSigner, sessions: SessionGuard): void {
  app.decorateRequest('user', null);
  // A callback hook: a token and a session this replica has checked within the second are admitted
  // at once, without a promise; anything else is checked (signature, session) before deciding.
  app.addHook('onRequest', (request, _reply, done) => {
    const pathname = routedPath(request);
    if (!pathname.startsWith('/api/')) return done();
    // Not an /api route (no route, or the static site's wildcard): the 404 handler answers.
    if (!request.routeOptions.url?.startsWith('/api/')) return done();
    const token = extractToken(request);
    const known = token ? signer.knownAccess(token) : undefined;
    const live = known && sessions.isLiveNow(known);
    if (known && live !== undefined) {
      try {
        admit(request, pathname, live ? known : undefined);
      } catch (error) {
        return done(error as Error);
      }
      return done();
    }
    checkedClaims(request, token, signer, sessions)
      .then((claims) => admit(request, pathname, claims))
      .then(() => done(), done);
  });
}

/** The claims of the request's token (or signed link) if valid and its session live. */
async function checkedClaims(
  request: FastifyRequest,
  token: string | undefined,
  signer: TokenSigner,
  sessions: SessionGuard,
): Promise<AccessClaims | undefined> {
  const claims = token ? await signer.verifyAccess(token) : await linkClaims(request, signer);
  return claims && (await sessions.isLive(claims)) ? claims : undefined;
}

/** Admits a call as `claims` (valid, session live) or as no one; throws when it may not go on. */
function admit(request: FastifyRequest, pathname: string, claims: AccessClaims | undefined): void {
  if (claims) {
    if (!claims.password_change_required || openWhilePasswordChangeRequired(pathname)) {
      request.user = claims;
      return;
    }
    // Still on the initial password: public paths answer as to anyone, the rest are refused with
    // 403 (not 401, which clients read as "signed out") until the password is changed.
    if (!isPublicPath(pathname)) throw new HttpError(403, PASSWORD_CHANGE_REQUIRED);
    return;
  }
  if (!isPublicPath(pathname)) throw unauthorized();
}

/** The caller's claims on a route that the hook already protected. */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * A hook for admin-only routes (`hasAnyRole('administrator','admin')`), else HTTP 401 `请求未授权`.
 * Registered as `preValidation`, as are the guards below: a caller without the role is refused
 * before the body is checked, so it never learns the route's rules ("Contact is required").
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!isAdmin(request.user)) throw new HttpError(401, MSG.forbiddenRole);
}

/**
 * A hook for platform-only routes: writes to tables every tenant shares (menus, OAuth clients,
 * system dictionaries, scopes, regions, tenants and packages). Tenant administrators get HTTP 401.
 */
export async function requireSuperAdmin(request: FastifyRequest): Promise<void> {
  if (!isSuperAdmin(request.user)) throw new HttpError(401, MSG.forbiddenRole);
}

/**
 * A hook admitting administrators and callers for whom `granted` holds (a button permission),
 * else HTTP 401 `请求未授权`.
 */
export function requireAdminOr(granted: (user: AccessClaims) => Promise<boolean>) {
  return async (request: FastifyRequest): Promise<void> => {
    if (isAdmin(request.user)) return;
    if (request.user && (await granted(request.user))) return;
    throw new HttpError(401, MSG.forbiddenRole);
  };
}

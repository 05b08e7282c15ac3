import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { idsAmong } from '../db/ids';
import { bladeRoleScope, bladeScopeApi } from '../db/schema';
import { routedPath } from '../http/auth-hook';
import { HttpError } from '../http/envelope';
import { userPathAliases } from '../http/user-prefixes';
import { msg } from '../i18n';
import { isAdmin } from './jwt';
import { compileScopePath, type ScopePathMatcher, withoutApiPrefix } from './scope-path';
import { SecondCache } from './second-cache';
import { splitCsv } from './users';

/** `blade_role_scope.scope_category` of API scopes (1 is data scopes). */
export const API_SCOPE_CATEGORY = 2;

interface ApiScopeRule {
  id: bigint;
  pattern: ScopePathMatcher;
}

/**
 * API scopes (blade-api.md §6.1 "API scope"), enforced: an API scope row reserves the paths its
 * `scope_path` matches for the roles granted that scope (role grant `apiScopeIds`). A request on a
 * reserved path from a caller none of whose roles holds any matching scope gets HTTP 403. Paths no
 * scope matches stay open to every signed-in user (menus and buttons still apply), and administrators
 * (`administrator`/`admin`) are never restricted.
 */
export class ApiScopeGuard {
  /**
   * The rule list and each roles × scopes grant answer, kept for at most a second (second-cache.ts):
   * other replicas' edits show up by then, as sessions do; a signed-in call asks the database
   * nothing in between.
   */
  private readonly rules = new SecondCache<ApiScopeRule[]>();
  private readonly grants = new SecondCache<boolean>();

  constructor(private readonly db: Db) {}

  /** Forgets the cached rules and grants (after an API scope or a role's grant is changed here). */
  invalidate(): void {
    this.rules.clear();
    this.grants.clear();
  }

  private currentRules(): Promise<ApiScopeRule[]> {
    return this.rules.get('rules', async () => {
      const rows = await this.db
        .select({ id: bladeScopeApi.id, scopePath: bladeScopeApi.scopePath })
        .from(bladeScopeApi)
        .where(eq(bladeScopeApi.isDeleted, 0));
      return rows
        .filter((r) => r.scopePath.trim() !== '')
        .map((r) => ({ id: r.id, pattern: compileScopePath(r.scopePath) }));
    });
  }

  /**
   * Whether a caller with these roles may call the route known by `paths` (its decoded path and its
   * route pattern): every scope matching any of them must be satisfied by one grant.
   */
  async allows(user: { role_id: string; role_name: string }, ...paths: string[]): Promise<boolean> {
    if (isAdmin(user)) return true;
    const targets = paths.map(withoutApiPrefix);
    const matching = (await this.currentRules()).filter((r) => targets.some((t) => r.pattern.test(t)));
    if (matching.length === 0) return true;
    const roleIds = idsAmong(splitCsv(user.role_id));
    if (roleIds.length === 0) return false;
    const scopeIds = matching.map((r) => r.id);
    return this.grants.get(`${roleIds.join(',')}|${scopeIds.join(',')}`, async () => {
      const [granted] = await this.db
        .select({ id: bladeRoleScope.id })
        .from(bladeRoleScope)
        .where(
          and(
            eq(bladeRoleScope.scopeCategory, API_SCOPE_CATEGORY),
            inArray(bladeRoleScope.roleId, roleIds),
            inArray(bladeRoleScope.scopeId, scopeIds),
          ),
        )
        .limit(1);
      return granted !== undefined;
    });
  }
}

/** Checks every signed-in `/api` call against the API scopes (after the auth hook set `request.user`). */
export function registerApiScopeGuard(app: FastifyInstance, guard: ApiScopeGuard): void {
  // A callback hook: the calls that need no rule (anonymous, administrators) go on without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const user = request.user;
    // Administrators are never restricted (`allows` says so first): no paths to work out.
    if (!user || isAdmin(user)) return done();
    // What the router matched (decoded), not the raw URL: `/p%61ram/list` is `/param/list`.
    const pathname = routedPath(request);
    if (!pathname.startsWith('/api/')) return done();
    const route = request.routeOptions.url;
    // A user-service call is one API under either dialect's prefix: a scope on one covers both.
    const paths = [...new Set((route ? [pathname, route] : [pathname]).flatMap(userPathAliases))];
    guard
      .allows(user, ...paths)
      .then(
        (allowed) =>
          done(allowed ? undefined : new HttpError(403, msg('http.forbiddenApi', { path: pathname }))),
        done,
      );
  });
}

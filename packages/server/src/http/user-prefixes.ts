/**
 * Where the user service answers. SPEC's dialect gives users their own service (`/blade-user/*`);
 * BladeX 4.x and SpringBlade keep them in blade-system (`/blade-system/user/*`, blade-api.md §6.1).
 * Both prefixes mount the same route plugins (services/index.ts), so the handlers and their rules
 * are one; whatever guards a path by its text (public paths, API scopes) must see both as one API.
 */
export const USER_PREFIXES = ['/blade-user', '/blade-system/user'] as const;

const UNDER_A_USER_PREFIX = /^(\/api)?(?:\/blade-user|\/blade-system\/user)(\/.*)?$/;

/**
 * The path under every user prefix when it is a user-service path (`/api/blade-system/user/remove`
 * → also `/api/blade-user/remove`), else just the path. Keeps an `/api` start as it was.
 */
export function userPathAliases(path: string): string[] {
  const match = UNDER_A_USER_PREFIX.exec(path);
  if (!match) return [path];
  const [, api = '', rest = ''] = match;
  return USER_PREFIXES.map((prefix) => `${api}${prefix}${rest}`);
}

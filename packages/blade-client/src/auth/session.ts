import { BladeError } from '../core/errors';
import type { BladeStorage } from '../storage/storage';
import type { TokenResponse } from '../types/auth';
import type { AuthApi, RefreshGrantInput } from './api';
import { DEFAULT_TENANT_ID } from './api';

/** SPEC §9: refresh when the token is this many seconds old. */
export const DEFAULT_TOKEN_TIME = 3000;
/** SPEC §9: how often the app checks. */
export const DEFAULT_REFRESH_INTERVAL = 10_000;

/** Storage names the session uses (SPEC §9 "browser-side saved data"). */
export const SESSION_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  tenantId: 'tenantId',
  userInfo: 'userInfo',
} as const;

/**
 * True when a token saved at `savedAt` (ms) is at least `tokenTime` seconds old at `now` (ms) — the
 * condition of SPEC §4 "Token refresh" checked every 10 s.
 */
export function isTokenDue(savedAt: number, now: number, tokenTime: number = DEFAULT_TOKEN_TIME): boolean {
  return (now - savedAt) / 1000 >= tokenTime;
}

export interface AutoRefreshOptions {
  /** Check period in ms (default 10 000). */
  interval?: number;
  /** Token age in seconds that triggers a refresh (default 3000). */
  tokenTime?: number;
  /** Called when a timer-driven refresh fails (the session is usually over). */
  onError?: (error: unknown) => void;
}

export interface BladeSession {
  /** The access token the client sends, if signed in. */
  getToken(): string | undefined;
  getRefreshToken(): string | undefined;
  /** When the token was saved (ms), from the `token` record. */
  savedAt(): number | undefined;
  /** Stores tokens (cookies + `token`/`refreshToken` records), tenant id and the token answer as userInfo. */
  save(response: TokenResponse): void;
  /** Drops tokens, tenant id and userInfo (local logout). */
  clear(): void;
  /**
   * Refreshes the token once however many callers ask at the same time: while a refresh is in flight every
   * caller gets the same promise, so N concurrent 401s or timer ticks cause one request. Defaults come from
   * the stored refresh token, tenant id and the user's dept/role (SPEC §4); `input` overrides them, e.g. to
   * switch department. On success the new tokens are stored.
   */
  refresh(input?: Partial<RefreshGrantInput>): Promise<TokenResponse>;
  /** True while a refresh request is in flight (the "refresh lock" of SPEC §4). */
  isRefreshing(): boolean;
  isDue(now?: number, tokenTime?: number): boolean;
  /** Starts the 10 s check loop; returns a stop function. */
  startAutoRefresh(options?: AutoRefreshOptions): () => void;
}

export function createSession(auth: AuthApi, storage: BladeStorage): BladeSession {
  let inFlight: Promise<TokenResponse> | undefined;

  function userInfo(): Partial<TokenResponse> {
    return storage.getStore<Partial<TokenResponse>>({ name: SESSION_KEYS.userInfo }) ?? {};
  }

  const session: BladeSession = {
    getToken: () => storage.getToken(),
    getRefreshToken: () =>
      storage.getRefreshToken() ?? storage.getStore<string>({ name: SESSION_KEYS.refreshToken }) ?? undefined,
    savedAt: () => storage.getRecord(SESSION_KEYS.token)?.datetime,
    save(response) {
      storage.setToken(response.access_token);
      storage.setRefreshToken(response.refresh_token);
      storage.setStore({ name: SESSION_KEYS.token, content: response.access_token });
      storage.setStore({ name: SESSION_KEYS.refreshToken, content: response.refresh_token });
      if (response.tenant_id) storage.setStore({ name: SESSION_KEYS.tenantId, content: response.tenant_id });
      storage.setStore({ name: SESSION_KEYS.userInfo, content: response });
    },
    clear() {
      storage.removeToken();
      storage.removeRefreshToken();
      for (const name of Object.values(SESSION_KEYS)) storage.removeStore({ name });
    },
    refresh(input = {}) {
      if (inFlight) {
        // Same question, same answer. A refresh for another department or role (a switch made while
        // the timer's refresh runs) must not get the old identity back: it runs after this one.
        if (Object.keys(input).length === 0) return inFlight;
        return inFlight.catch(() => undefined).then(() => session.refresh(input));
      }
      const info = userInfo();
      const refreshToken = input.refreshToken ?? session.getRefreshToken();
      const request: Promise<TokenResponse> = refreshToken
        ? auth.refreshToken({
            refreshToken,
            tenantId:
              input.tenantId ??
              storage.getStore<string>({ name: SESSION_KEYS.tenantId }) ??
              info.tenant_id ??
              DEFAULT_TENANT_ID,
            ...optional('deptId', input.deptId ?? info.dept_id),
            ...optional('roleId', input.roleId ?? info.role_id),
          })
        : Promise.reject(new BladeError('No refresh token stored: sign in again.'));
      inFlight = request
        .then((response) => {
          session.save(response);
          return response;
        })
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
    isRefreshing: () => inFlight !== undefined,
    isDue(now = Date.now(), tokenTime = DEFAULT_TOKEN_TIME) {
      const saved = session.savedAt();
      return saved !== undefined && isTokenDue(saved, now, tokenTime);
    },
    startAutoRefresh(options = {}) {
      const timer = setInterval(() => {
        if (!session.getToken() || session.isRefreshing()) return;
        if (!session.isDue(Date.now(), options.tokenTime)) return;
        session.refresh().catch((error: unknown) => options.onError?.(error));
      }, options.interval ?? DEFAULT_REFRESH_INTERVAL);
      return () => clearInterval(timer);
    },
  };
  return session;
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value ? ({ [key]: value } as Record<K, string>) : {};
}

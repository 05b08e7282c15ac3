import { BladeError, BladeUnauthorizedError, isBladeApiError } from '../core/errors';
import type { SentCredentials } from '../core/http';
import type { BladeStorage } from '../storage/storage';
import type { TokenResponse } from '../types/auth';
import type { AuthApi, RefreshGrantInput } from './api';
import { DEFAULT_TENANT_ID } from './api';
import { storageTabLock, type TabLock } from './tabLock';

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
  /** The stored token answer (the `userInfo` record), if signed in. */
  stored(): TokenResponse | undefined;
  /** Stores tokens (cookies + `token`/`refreshToken` records), tenant id and the token answer as userInfo. */
  save(response: TokenResponse): void;
  /** Drops tokens, tenant id and userInfo (local logout). */
  clear(): void;
  /**
   * Refreshes the token once however many callers ask at the same time, in this tab and in the
   * others: in a tab every caller gets the same promise, and across tabs the request runs under a
   * lock they share. Holding the lock, it reads the stored session again: when another tab already
   * refreshed, the stored answer is used without asking the server. Defaults come from the stored
   * refresh token, tenant id and the user's dept/role (SPEC §4); `input` overrides them, e.g. to
   * switch department (always asked). On success the new tokens are stored.
   *
   * It rejects with the server's refusal only while the refused token is still the stored one: a
   * refusal of a token another tab has replaced meanwhile resolves with that tab's answer.
   */
  refresh(input?: Partial<RefreshGrantInput>): Promise<TokenResponse>;
  /** True while a refresh request is in flight (the "refresh lock" of SPEC §4). */
  isRefreshing(): boolean;
  isDue(now?: number, tokenTime?: number): boolean;
  /** Starts the 10 s check loop; returns a stop function. */
  startAutoRefresh(options?: AutoRefreshOptions): () => void;
}

export interface SessionOptions {
  /** The lock tabs share for refreshing (default: Web Locks, else a lease in `storage`). */
  lock?: TabLock;
  /**
   * How long a tab keeps the lock after storing new tokens (default {@link DEFAULT_HANDOVER_MS}).
   * Other tabs' copies of local storage and the cookies follow a write asynchronously, not when the
   * lock passes to them: the next holder must read the new tokens, or it asks again with the old ones.
   */
  handoverMs?: number;
  /**
   * Told of a refusal with code 401 of the stored refresh token (the client's `onUnauthorized`),
   * with the stored access token as `token`: the session that has ended.
   */
  onUnauthorized?: (error: BladeUnauthorizedError, sent: SentCredentials) => void;
}

/**
 * Chromium showed a tab the last holder's writes up to 68 ms after the lock passed to it (two tabs,
 * a loaded 2-core machine; 40 to 47 % of handovers saw them late): the default waits well beyond that.
 * Only tabs waiting for the lock wait this long; the refreshing tab has its answer at once.
 */
export const DEFAULT_HANDOVER_MS = 250;

/**
 * What a tab knew of the stored session when it set out to refresh. Either part changing means
 * another tab refreshed meanwhile: the refresh token (a cookie) and the save time (a local-storage
 * record, what makes the token due) reach other tabs by different paths, one possibly before the other.
 */
interface KnownSession {
  refreshToken: string | undefined;
  savedAt: number | undefined;
}

/** Where the fallback lock keeps its lease (a record of the console's storage, like the rest). */
const LEASE_RECORD = 'refreshLock';

/** The cross-tab lock of a storage's session: one name per storage prefix. */
export function sessionLock(storage: BladeStorage): TabLock {
  return storageTabLock(storage, 'token-refresh', LEASE_RECORD);
}

/** The server refused the refresh token itself (expired, revoked, reused), as opposed to a failed call. */
export function isRefreshRefused(error: unknown): boolean {
  return isBladeApiError(error) && (error.code === 400 || error.code === 401);
}

export function createSession(
  auth: AuthApi,
  storage: BladeStorage,
  options: SessionOptions = {},
): BladeSession {
  const lock = options.lock ?? sessionLock(storage);
  const handoverMs = options.handoverMs ?? DEFAULT_HANDOVER_MS;
  let inFlight: Promise<TokenResponse> | undefined;

  function userInfo(): Partial<TokenResponse> {
    return storage.getStore<Partial<TokenResponse>>({ name: SESSION_KEYS.userInfo }) ?? {};
  }

  function storedAnswer(): TokenResponse {
    const answer = session.stored();
    if (!answer) throw new BladeError('No session stored: sign in again.');
    return answer;
  }

  /** The refresh itself, run while this tab holds the lock; `known`: the session it set out with. */
  async function refreshHoldingLock(
    input: Partial<RefreshGrantInput>,
    known: KnownSession,
  ): Promise<{ answer: TokenResponse; stored: boolean }> {
    const current = input.refreshToken ?? session.getRefreshToken();
    if (!current) throw new BladeError('No refresh token stored: sign in again.');
    // Another tab refreshed while this one waited: its answer is this tab's too.
    const isPlainRefresh =
      input.refreshToken === undefined && input.deptId === undefined && input.roleId === undefined;
    const refreshedElsewhere = current !== known.refreshToken || session.savedAt() !== known.savedAt;
    if (isPlainRefresh && refreshedElsewhere) return { answer: storedAnswer(), stored: false };
    const info = userInfo();
    try {
      const response = await auth.refreshToken({
        refreshToken: current,
        tenantId:
          input.tenantId ??
          storage.getStore<string>({ name: SESSION_KEYS.tenantId }) ??
          info.tenant_id ??
          DEFAULT_TENANT_ID,
        ...optional('deptId', input.deptId ?? info.dept_id),
        ...optional('roleId', input.roleId ?? info.role_id),
      });
      session.save(response);
      return { answer: response, stored: true };
    } catch (error) {
      if (!isRefreshRefused(error)) throw error;
      // Refused, but another tab has stored a successor meanwhile (possible without a shared
      // lock): the session goes on with it. Only a refusal of the stored token ends the session.
      const now = session.getRefreshToken();
      if (isPlainRefresh && now && now !== current) return { answer: storedAnswer(), stored: false };
      if (now === current && error instanceof BladeUnauthorizedError)
        options.onUnauthorized?.(error, { token: session.getToken() });
      throw error;
    }
  }

  /**
   * Runs a refresh under the lock and answers as soon as it is done; after storing new tokens the
   * lock is kept {@link handoverMs} longer, for the other tabs' copies of them to arrive.
   */
  function underLock(
    task: () => Promise<{ answer: TokenResponse; stored: boolean }>,
  ): Promise<TokenResponse> {
    return new Promise((resolve, reject) => {
      lock
        .run(async () => {
          const { answer, stored } = await task();
          resolve(answer);
          if (stored && handoverMs > 0) await new Promise((done) => setTimeout(done, handoverMs));
        })
        .catch(reject);
    });
  }

  const session: BladeSession = {
    getToken: () => storage.getToken(),
    getRefreshToken: () =>
      storage.getRefreshToken() ?? storage.getStore<string>({ name: SESSION_KEYS.refreshToken }) ?? undefined,
    savedAt: () => storage.getRecord(SESSION_KEYS.token)?.datetime,
    stored: () => storage.getStore<TokenResponse>({ name: SESSION_KEYS.userInfo }),
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
      const known = { refreshToken: session.getRefreshToken(), savedAt: session.savedAt() };
      inFlight = underLock(() => refreshHoldingLock(input, known)).finally(() => {
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

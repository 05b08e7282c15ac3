import { describe, expect, it, vi } from 'vitest';
import { type BladeClient, createBladeClient } from '../client';
import { adminTokenResponse } from '../mocks/tokens';
import { type CookieJar, createMemoryCookieJar } from '../storage/cookies';
import { createMemoryStorage } from '../storage/memory';
import { createBladeStorage } from '../storage/storage';
import { createFakeFetch, createFakeLockManager, json, type RecordedCall } from '../test-utils';
import type { TokenResponse } from '../types/auth';
import { createTabLock, type TabLock } from './tabLock';

/**
 * Two tabs of one browser refreshing one session (issue 24): each tab is its own client over the
 * storage the tabs share (local storage and the cookies; session storage is per tab).
 */
function token(n: number, partial: Partial<TokenResponse> = {}): TokenResponse {
  return adminTokenResponse({ access_token: `access-${n}`, refresh_token: `refresh-${n}`, ...partial });
}

/**
 * A server that rotates refresh tokens strictly (no reuse window): `refresh-n` is good once and
 * answers `refresh-(n+1)`; a used one is refused as the reference server refuses it.
 */
function rotatingServer(options: { refusal?: number } = {}) {
  let current = 1;
  const fake = createFakeFetch(async (call: RecordedCall) => {
    const presented = new URLSearchParams(String(call.body)).get('refresh_token');
    // Both tabs' requests are in the air before either is answered.
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (presented !== `refresh-${current}`) {
      return json(
        { error: 'invalid_grant', error_description: '刷新令牌无效或已过期' },
        options.refusal ?? 400,
      );
    }
    current += 1;
    return json(token(current, { dept_id: call.headers.get('Dept-Id') ?? '' }));
  });
  return fake;
}

/** Two clients over one local storage and cookie jar; `lock` undefined: the default (sessionLock). */
function twoTabs(fetch: typeof globalThis.fetch, lock?: () => TabLock, onUnauthorized = vi.fn()) {
  const local = createMemoryStorage();
  const cookies = createMemoryCookieJar();
  const tabs = [1, 2].map(() =>
    createBladeClient({
      fetch,
      storage: createBladeStorage({ local, cookies, session: createMemoryStorage() }),
      ...(lock ? { refreshLock: lock() } : {}),
      onUnauthorized,
    }),
  ) as [BladeClient, BladeClient];
  tabs[0].session.save(token(1));
  return tabs;
}

/**
 * Two tabs as a browser runs them in two processes: each reads its own copy of local storage and
 * the cookies, and the other tab's writes reach it `lag` ms later (Chromium: a few ms, at times
 * tens), the cookies and local storage each by their own path. The lock passes between the tabs
 * without waiting for those copies.
 */
function twoLaggingTabs(fetch: typeof globalThis.fetch, lag: { cookies: number; local: number }) {
  const locks = createFakeLockManager();
  const copies = [1, 2].map(() => ({ local: createMemoryStorage(), cookies: createMemoryCookieJar() }));
  let lagging = false;
  /** A tab's own copy, whose `writes` reach the other tab's copy `ms` later. */
  function mirrored<T extends object>(own: T, other: T, ms: number, writes: readonly string[]): T {
    return new Proxy(own, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property);
        if (typeof value !== 'function') return value;
        if (typeof property !== 'string' || !writes.includes(property)) return value.bind(target);
        return (...args: unknown[]) => {
          value.apply(target, args);
          const apply = () => (Reflect.get(other, property) as typeof value).apply(other, args);
          if (lagging && ms > 0) setTimeout(apply, ms);
          else apply();
        };
      },
    });
  }
  const tabs = copies.map((own, index) => {
    const other = copies[1 - index]!;
    const local = mirrored<Storage>(own.local, other.local, lag.local, ['setItem', 'removeItem']);
    const cookies = mirrored<CookieJar>(own.cookies, other.cookies, lag.cookies, ['set', 'remove']);
    return createBladeClient({
      fetch,
      storage: createBladeStorage({ local, cookies, session: createMemoryStorage() }),
      refreshLock: createTabLock({ name: 'saber-token-refresh', locks, store: unused }),
    });
  }) as [BladeClient, BladeClient];
  // Signed in long enough ago that both copies hold the session.
  tabs[0].session.save(token(1));
  lagging = true;
  return tabs;
}

const refreshCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url.includes('/oauth/token'));

describe('one refresh per browser', () => {
  it('with Web Locks: both tabs fall due together, one request is made and both go on with its tokens', async () => {
    const server = rotatingServer();
    const locks = createFakeLockManager();
    const [a, b] = twoTabs(server.fetch, () =>
      createTabLock({ name: 'saber-token-refresh', locks, store: unused }),
    );

    const [first, second] = await Promise.all([a.session.refresh(), b.session.refresh()]);

    expect(refreshCalls(server.calls)).toHaveLength(1);
    expect(first.access_token).toBe('access-2');
    expect(second.access_token).toBe('access-2');
    expect(b.session.getToken()).toBe('access-2');
    expect(b.session.getRefreshToken()).toBe('refresh-2');
  });

  it('without Web Locks (jsdom has none): the default lease in local storage, one request too', async () => {
    const server = rotatingServer();
    const [a, b] = twoTabs(server.fetch);

    const [first, second] = await Promise.all([a.session.refresh(), b.session.refresh()]);

    expect(refreshCalls(server.calls)).toHaveLength(1);
    expect([first.access_token, second.access_token]).toEqual(['access-2', 'access-2']);
    // The lease is gone again: the next tab that falls due may refresh.
    expect(a.storage.getStore({ name: 'refreshLock' })).toBeUndefined();
  });

  it('still asks for a switch of department after another tab refreshed, with the newest token', async () => {
    const server = rotatingServer();
    const locks = createFakeLockManager();
    const [a, b] = twoTabs(server.fetch, () => createTabLock({ name: 'n', locks, store: unused }));
    const [, switched] = await Promise.all([a.session.refresh(), b.session.refresh({ deptId: 'dept-2' })]);
    expect(refreshCalls(server.calls)).toHaveLength(2);
    expect(new URLSearchParams(String(server.calls[1]?.body)).get('refresh_token')).toBe('refresh-2');
    expect(switched).toMatchObject({ access_token: 'access-3', dept_id: 'dept-2' });
  });
});

describe('one refresh per browser when the tabs see each other’s writes late', () => {
  it('the tab that gets the lock next reads the new tokens, not its stale copy of them', async () => {
    const server = rotatingServer();
    const [a, b] = twoLaggingTabs(server.fetch, { cookies: 20, local: 20 });

    const [first, second] = await Promise.all([a.session.refresh(), b.session.refresh()]);

    expect(refreshCalls(server.calls)).toHaveLength(1);
    expect([first.access_token, second.access_token]).toEqual(['access-2', 'access-2']);
    expect(b.session.getRefreshToken()).toBe('refresh-2');
  });

  it('a tab that saw the new refresh token before the new save time does not refresh it again', async () => {
    const server = rotatingServer();
    // The cookie arrives at once, the local-storage record that makes the token due 30 ms later.
    const [a, b] = twoLaggingTabs(server.fetch, { cookies: 0, local: 30 });
    await a.session.refresh();
    // The second tab's 10 s check runs now: its copy has the new refresh token but still the old
    // save time, so the token is due.
    expect(b.session.getRefreshToken()).toBe('refresh-2');
    expect(b.session.savedAt()).toBeLessThan(a.session.savedAt()!);

    const second = await b.session.refresh();

    expect(refreshCalls(server.calls)).toHaveLength(1);
    expect(second.access_token).toBe('access-2');
  });
});

describe('a refused refresh', () => {
  it('does not end the session when another tab has already stored the successor', async () => {
    // No shared lock at all (each tab its own): both requests reach the server, one is refused.
    const server = rotatingServer();
    const onUnauthorized = vi.fn();
    const [a, b] = twoTabs(server.fetch, () => ownLock(), onUnauthorized);

    const outcomes = await Promise.allSettled([a.session.refresh(), b.session.refresh()]);

    expect(refreshCalls(server.calls)).toHaveLength(2);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(b.session.getRefreshToken()).toBe('refresh-2');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends it when the refused token is still the stored one, and says so on a 401', async () => {
    const server = rotatingServer({ refusal: 401 });
    const onUnauthorized = vi.fn();
    const [a] = twoTabs(server.fetch, () => ownLock(), onUnauthorized);
    a.session.save(token(7));
    const failure = await a.session.refresh().catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(failure, { token: 'access-7' });
  });
});

/** A lock that excludes nothing across tabs: what a browser without any shared lock would do. */
function ownLock(): TabLock {
  return { run: (task) => task() };
}

const unused = { read: () => undefined, write: () => undefined, clear: () => undefined };

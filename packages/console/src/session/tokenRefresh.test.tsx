import { BladeApiError, type TokenResponse } from '@blade-console/blade-client';
import { adminTokenResponse } from '@blade-console/blade-client/mocks';
import { i18n } from '@blade-console/ui';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { website } from '../config';
import { registerConsoleStrings } from '../i18n';
import { renderApp } from '../test/renderApp';
import { client } from './client';
import { getSessionSnapshot, lock, signedIn, signOutLocally } from './session';
import { startTokenRefresh } from './tokenRefresh';

const TOKEN_TIME_MS = website.tokenTime * 1000;
const realSetTimeout = globalThis.setTimeout;
// Whole pages in jsdom: slower than the default allows when the machine runs other tests too.
vi.setConfig({ testTimeout: 60_000 });

/** Waits in real time (fake timers installed) until `check` holds, for at most 10 s. */
async function until(check: () => boolean) {
  for (let waited = 0; waited < 10_000 && !check(); waited += 20) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
      await new Promise((resolve) => realSetTimeout(resolve, 20));
    });
  }
}

function token(partial: Partial<TokenResponse> = {}): TokenResponse {
  return adminTokenResponse({ access_token: 'access-1', refresh_token: 'refresh-1', ...partial });
}

/** A session whose token was saved at `savedAt` (fake time). */
function fakeSession(savedAt: number) {
  let saved = savedAt;
  let inFlight = false;
  const session = {
    getToken: () => 'access-1',
    isRefreshing: () => inFlight,
    isDue: (now: number, tokenTime: number) => (now - saved) / 1000 >= tokenTime,
    refresh: vi.fn(async () => {
      inFlight = true;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      inFlight = false;
      saved = Date.now();
      return token();
    }),
  };
  return session;
}

beforeAll(async () => {
  registerConsoleStrings();
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  signOutLocally();
});

describe('token refresh (SPEC §4: a check every 10 s, refresh at the token time of 3000 s)', () => {
  it('checks every 10 s and refreshes once the token is 3000 s old, then reports it', async () => {
    vi.useFakeTimers();
    const session = fakeSession(Date.now());
    const onRefreshed = vi.fn();
    const stop = startTokenRefresh({ session, onRefreshed, onRejected: vi.fn() });

    // The last check before the token time finds it young.
    await vi.advanceTimersByTimeAsync(TOKEN_TIME_MS - 1);
    expect(session.refresh).not.toHaveBeenCalled();
    // The check at 3000 s refreshes (checks fall on multiples of 10 s).
    await vi.advanceTimersByTimeAsync(1);
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(onRefreshed).not.toHaveBeenCalled();
    // While it runs no check starts another; once done the new token is published.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onRefreshed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TOKEN_TIME_MS - website.refreshCheckMs * 2);
    expect(session.refresh).toHaveBeenCalledTimes(1);

    stop();
    await vi.advanceTimersByTimeAsync(TOKEN_TIME_MS * 2);
    expect(session.refresh).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the server refuses the refresh token, but not on a network failure', async () => {
    vi.useFakeTimers();
    const session = fakeSession(Date.now() - TOKEN_TIME_MS);
    const onRejected = vi.fn();
    session.refresh.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    session.refresh.mockRejectedValueOnce(
      new BladeApiError('令牌已失效', { code: 401, httpStatus: 401, url: '/blade-auth/oauth/token' }),
    );
    const stop = startTokenRefresh({ session, onRefreshed: vi.fn(), onRejected });
    await vi.advanceTimersByTimeAsync(website.refreshCheckMs);
    expect(onRejected).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(website.refreshCheckMs);
    expect(onRejected).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps refreshing on the lock page, and the new user info is published', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    signedIn(token());
    lock('secret');
    const refresh = vi.spyOn(client.session, 'refresh').mockImplementation(async () => {
      const next = token({ access_token: 'access-2', refresh_token: 'refresh-2', nick_name: '新管理员' });
      client.session.save(next);
      return next;
    });
    const router = renderApp('/lock');
    // Let the lazy lock page load (real time for the module, fake time barely moves).
    await until(() => screen.queryByText(/· 管理员$/) !== null);
    expect(screen.getByText(/· 管理员$/)).toBeInTheDocument();

    expect(router.state.location.pathname).toBe('/lock');
    expect(refresh).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(TOKEN_TIME_MS + website.refreshCheckMs));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(getSessionSnapshot()).toMatchObject({ token: 'access-2', isLocked: true });
    expect(getSessionSnapshot().user?.nick_name).toBe('新管理员');
    expect(screen.getByText(/· 新管理员$/)).toBeInTheDocument();
  });
});

import { BladeApiError, type TokenResponse } from '@blade-console/blade-client';
import { adminTokenResponse } from '@blade-console/blade-client/mocks';
import { i18n } from '@blade-console/ui/i18n';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { website } from '../config';
import { registerConsoleStrings } from '../i18n';
import { renderApp } from '../test/renderApp';
import { client, storage } from './client';
import { getSessionSnapshot, lock, pageExit, signedIn, signOutLocally } from './session';
import { refreshSession, startTokenRefresh } from './tokenRefresh';

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

/** A session whose token was saved at `savedAt` (fake time), and the refresh the timer runs. */
function fakeSession(savedAt: number) {
  let saved = savedAt;
  let inFlight = false;
  const session = {
    getToken: () => 'access-1',
    isRefreshing: () => inFlight,
    isDue: (now: number, tokenTime: number) => (now - saved) / 1000 >= tokenTime,
  };
  const refresh = vi.fn(async () => {
    inFlight = true;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    inFlight = false;
    saved = Date.now();
  });
  return { session, refresh };
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
  it('checks every 10 s and refreshes once the token is 3000 s old', async () => {
    vi.useFakeTimers();
    const { session, refresh } = fakeSession(Date.now());
    const stop = startTokenRefresh({ session, refresh });

    // The last check before the token time finds it young.
    await vi.advanceTimersByTimeAsync(TOKEN_TIME_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    // The check at 3000 s refreshes (checks fall on multiples of 10 s).
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    // While it runs no check starts another; once done the token is young again.
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(TOKEN_TIME_MS - website.refreshCheckMs * 2);
    expect(refresh).toHaveBeenCalledTimes(1);

    stop();
    await vi.advanceTimersByTimeAsync(TOKEN_TIME_MS * 2);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps checking after a failed refresh (the network): the next due check tries again', async () => {
    vi.useFakeTimers();
    const { session, refresh } = fakeSession(Date.now() - TOKEN_TIME_MS);
    refresh.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const stop = startTokenRefresh({ session, refresh });
    await vi.advanceTimersByTimeAsync(website.refreshCheckMs);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(website.refreshCheckMs);
    expect(refresh).toHaveBeenCalledTimes(2);
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

describe('refreshSession: the timer, a switch of department or role (issue 24)', () => {
  it('publishes the new session on success', async () => {
    signedIn(token());
    vi.spyOn(client.session, 'refresh').mockImplementation(async () => {
      const next = token({ access_token: 'access-2', refresh_token: 'refresh-2' });
      client.session.save(next);
      return next;
    });
    await refreshSession();
    expect(getSessionSnapshot().token).toBe('access-2');
  });

  it('ends the session in every tab and leaves for /login when the server refuses the stored token', async () => {
    signedIn(token());
    const leave = vi.spyOn(pageExit, 'leave').mockImplementation(() => {});
    const refused = new BladeApiError('刷新令牌无效或已过期，请重新登录', {
      code: 400,
      httpStatus: 400,
      url: '/blade-auth/oauth/token',
    });
    vi.spyOn(client.session, 'refresh').mockRejectedValue(refused);
    await expect(refreshSession({ deptId: 'd2', roleId: 'r2' })).rejects.toBe(refused);
    expect(getSessionSnapshot().token).toBe('');
    expect(storage.getRefreshToken()).toBeFalsy();
    expect(leave).toHaveBeenCalledWith('/login');
  });

  it('keeps the session when the call did not reach the server', async () => {
    signedIn(token());
    const leave = vi.spyOn(pageExit, 'leave').mockImplementation(() => {});
    vi.spyOn(client.session, 'refresh').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(refreshSession()).rejects.toThrow('Failed to fetch');
    expect(getSessionSnapshot().token).toBe('access-1');
    expect(leave).not.toHaveBeenCalled();
  });
});

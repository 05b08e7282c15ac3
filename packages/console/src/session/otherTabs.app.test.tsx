import { createBladeClient, createBladeStorage, type TokenResponse } from '@blade-console/blade-client';
import { adminTokenResponse } from '@blade-console/blade-client/mocks';
import { i18n } from '@blade-console/ui/i18n';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { website } from '../config';
import { useMenu } from '../stores/menu';
import { usePreferences } from '../stores/preferences';
import { setupShellTests } from '../test/consoleScreens';
import { renderApp } from '../test/renderApp';
import { client } from './client';
import { getSessionSnapshot, lock, pageExit, signedIn, signOutLocally } from './session';

/**
 * One session across the browser's tabs (issue 24), seen from this tab: "another tab" is a second
 * SDK client over the same local storage and cookies, announcing what it did the way the console's
 * tabs do (a BroadcastChannel message) or only through the storage event of the record it wrote.
 */
const { baseUrl, server } = setupShellTests();

const otherTab = createBladeClient({ storage: createBladeStorage({ prefix: website.storagePrefix }) });
const announcer = new BroadcastChannel(`${website.storagePrefix}-tabs`);

/** The other tab's message reaches this one asynchronously, as between two documents. */
async function otherTabSays(news: 'session' | 'preferences') {
  announcer.postMessage(news);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

/** What this document gets when another one writes the record `name` (and nothing else). */
async function storageEventOf(name: string) {
  await act(async () => {
    window.dispatchEvent(new StorageEvent('storage', { key: `${website.storagePrefix}-${name}` }));
  });
}

function user(partial: Partial<TokenResponse> = {}) {
  return adminTokenResponse({ access_token: 'access-1', refresh_token: 'refresh-1', ...partial });
}

const anotherUser = () =>
  user({
    access_token: 'access-other',
    refresh_token: 'refresh-other',
    user_id: '7007',
    account: 'clerk',
    nick_name: '职员',
  });

let leave: MockInstance<(path: string) => void>;

beforeEach(() => {
  leave = vi.spyOn(pageExit, 'leave').mockImplementation(() => {});
  signedIn(user());
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** This tab on a console page, its menus loaded. */
async function onConsolePage() {
  const router = renderApp('/wel/index');
  await waitFor(() => expect(useMenu.getState().status).toBe('loaded'));
  return router;
}

describe('a sign-out in another tab', () => {
  it('sends a console page to /login by a full load (nothing of the session stays in memory)', async () => {
    await onConsolePage();
    lock('secret');
    otherTab.session.clear();
    await otherTabSays('session');
    expect(leave).toHaveBeenCalledWith('/login');
    // The lock (this tab's session storage, which a load keeps) went with the session it locked.
    expect(sessionStorage.getItem(`${website.storagePrefix}-isLock`)).toBeNull();
  });

  it('arrives through the storage event alone too (no BroadcastChannel message)', async () => {
    await onConsolePage();
    otherTab.session.clear();
    await storageEventOf('token');
    expect(leave).toHaveBeenCalledWith('/login');
  });

  it('leaves a page of the public website where it is, signed out', async () => {
    const router = renderApp('/Home');
    await screen.findAllByRole('link');
    otherTab.session.clear();
    await otherTabSays('session');
    expect(leave).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/Home');
    expect(getSessionSnapshot().token).toBe('');
    expect(useMenu.getState().menuAll).toEqual([]);
  });
});

describe('another identity in another tab', () => {
  it('sends this tab to / by a full load: another user’s session never shows this one’s pages', async () => {
    await onConsolePage();
    otherTab.session.save(anotherUser());
    await otherTabSays('session');
    expect(leave).toHaveBeenCalledWith('/');
  });

  it('is the same for a switch of department or role', async () => {
    await onConsolePage();
    otherTab.session.save(user({ access_token: 'access-2', refresh_token: 'refresh-2', role_id: '99' }));
    await otherTabSays('session');
    expect(leave).toHaveBeenCalledWith('/');
  });

  it('waits while the other tab has written the token but not yet the user', async () => {
    await onConsolePage();
    const other = createBladeStorage({ prefix: website.storagePrefix });
    other.setToken('access-other');
    other.setStore({ name: 'token', content: 'access-other' });
    await storageEventOf('token');
    expect(leave).not.toHaveBeenCalled();
    // Not taken for a refresh of the administrator's session: the new token is someone else's.
    expect(getSessionSnapshot().token).toBe('access-1');
    other.setStore({ name: 'userInfo', content: anotherUser() });
    await storageEventOf('userInfo');
    expect(leave).toHaveBeenCalledWith('/');
  });

  it('sends a tab waiting on /login into the console', async () => {
    signOutLocally();
    renderApp('/login');
    await screen.findByRole('button', { name: '登录' });
    otherTab.session.save(anotherUser());
    await otherTabSays('session');
    expect(leave).toHaveBeenCalledWith('/');
    // Whatever this tab did on its way out, the other tab's new session is intact.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(otherTab.session.getToken()).toBe('access-other');
    expect(otherTab.session.stored()?.account).toBe('clerk');
  });
});

describe('a refresh in another tab', () => {
  it('is taken as is: same page, the new token on this tab’s next calls', async () => {
    const router = await onConsolePage();
    otherTab.session.save(user({ access_token: 'access-2', refresh_token: 'refresh-2' }));
    await otherTabSays('session');
    expect(leave).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/wel/index');
    expect(getSessionSnapshot().token).toBe('access-2');
    expect(client.http.authorization()).toBe('bearer access-2');
  });
});

describe('a 401', () => {
  it('ends the session when it refused the stored token', async () => {
    await onConsolePage();
    server.use(refusing());
    await expect(client.http.get('/refused')).rejects.toMatchObject({ code: 401 });
    expect(leave).toHaveBeenCalledWith('/login');
    expect(otherTab.session.getToken()).toBeFalsy();
  });

  it('does not, for a token another tab replaced while the call was on its way', async () => {
    await onConsolePage();
    // The other tab refreshes between this call leaving and its answer arriving.
    server.use(
      refusing(() => otherTab.session.save(user({ access_token: 'access-2', refresh_token: 'refresh-2' }))),
    );
    await expect(client.http.get('/refused')).rejects.toMatchObject({ code: 401 });
    expect(leave).not.toHaveBeenCalled();
    expect(otherTab.session.getToken()).toBe('access-2');
  });
});

/** `GET /refused` answers 401, after `meanwhile` ran. */
function refusing(meanwhile: () => void = () => {}) {
  return http.get(`${baseUrl}/refused`, () => {
    meanwhile();
    return HttpResponse.json({ code: 401, msg: '令牌已失效' }, { status: 401 });
  });
}

describe('a tab the browser froze in the background', () => {
  it('looks at the stored session again when it is shown, having missed the news', async () => {
    await onConsolePage();
    otherTab.session.clear();
    expect(leave).not.toHaveBeenCalled();
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(leave).toHaveBeenCalledWith('/login');
  });
});

describe('preferences in another tab', () => {
  it('follow: language, theme and colour', async () => {
    await onConsolePage();
    const other = createBladeStorage({ prefix: website.storagePrefix });
    other.setStore({ name: 'language', content: 'en' });
    other.setStore({ name: 'themeName', content: 'theme-dark' });
    other.setStore({ name: 'colorName', content: '#00aa66' });
    await otherTabSays('preferences');
    expect(usePreferences.getState()).toMatchObject({
      language: 'en',
      theme: 'theme-dark',
      color: '#00aa66',
    });
    await waitFor(() => expect(i18n.language).toBe('en'));
    await act(() => i18n.changeLanguage('zh'));
    usePreferences.setState({ language: 'zh' });
  });
});

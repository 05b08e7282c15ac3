import { adminTokenResponse } from '@blade-console/blade-client/mocks';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionSnapshot, signedIn } from '../session/session';
import { setupMockApi } from '../test/mockApi';
import { bootConsole } from './boot';
import { loadApp } from './loadApp';

/*
 * Issue 18/20: a cold /login runs the sign-in page without the console's router (a lighter first
 * download), fetches the console at the first interaction with the form, and hands the page over to
 * it in the same root after the sign-in. Every other address, and /login with a session, boots the
 * console itself. The captcha is off (a test cannot read it).
 */
vi.mock('../config', async (importOriginal) => {
  const { website } = await importOriginal<typeof import('../config')>();
  return { website: { ...website, captchaMode: false } };
});

// Whether anything has imported the router (the sign-in page must not need it).
const { routerLoaded } = vi.hoisted(() => ({ routerLoaded: vi.fn() }));
vi.mock('react-router-dom', async (importOriginal) => {
  routerLoaded();
  return importOriginal();
});

// The console (router, shell, routes) as a stand-in that says where it started; `appLoaded`
// records that its module was fetched (once per file: the module map keeps it), `loadApp` each ask.
// `startApp` is the router getting its first page ready; a test may hold it back.
const { appLoaded, startApp } = vi.hoisted(() => ({
  appLoaded: vi.fn(),
  startApp: vi.fn(() => Promise.resolve()),
}));
vi.mock('./loadApp', async (importOriginal) => {
  const real = await importOriginal<typeof import('./loadApp')>();
  return { loadApp: vi.fn(real.loadApp) };
});
vi.mock('../App', () => {
  appLoaded();
  return { App: () => <p>console at {window.location.pathname}</p>, startApp };
});
// The signed-in frame and the first page are the console's: here the form only starts their download.
const { frameLoaded } = vi.hoisted(() => ({ frameLoaded: vi.fn() }));
vi.mock('../router/signedInFrame', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../router/signedInFrame')>()),
  loadSignedInFrame: () => Promise.resolve(frameLoaded()),
  loadFirstPage: () => Promise.resolve({}),
}));

const { baseUrl, server } = setupMockApi();
vi.setConfig({ testTimeout: 30_000 });

let root: Root | undefined;
async function bootAt(address: string) {
  window.history.replaceState(null, '', address);
  const container = document.body.appendChild(document.createElement('div'));
  root = await act(() => bootConsole(container, Promise.resolve()));
}

/** A cold /login, signed in as the administrator through the form. */
async function signInOnColdLogin() {
  await bootAt('/login');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^\*?账号$/), 'admin');
  await user.type(screen.getByLabelText(/^\*?密码$/), 'admin');
  await user.click(screen.getByRole('button', { name: '登录' }));
}

/** Holds the menu's answer until the returned function is called (the mock API's handler answers). */
function holdMenu(): () => void {
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get(`${baseUrl}/blade-system/menu/routes`, async () => {
      await held;
    }),
  );
  return answer;
}

beforeEach(() => {
  vi.mocked(loadApp).mockClear();
  frameLoaded.mockClear();
  startApp.mockClear();
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('a cold /login', () => {
  it('renders the sign-in form without the router or the console', async () => {
    await bootAt('/login');
    expect(await screen.findByLabelText(/^\*?账号$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回官网' })).toHaveAttribute('href', '/Home');
    expect(document.title).toBe('登录');
    // The first test of the file: nothing has fetched the console's module yet.
    expect(appLoaded).not.toHaveBeenCalled();
    expect(loadApp).not.toHaveBeenCalled();
    expect(routerLoaded).not.toHaveBeenCalled();
  });

  it('fetches the console and the signed-in frame at the first interaction with the form', async () => {
    await bootAt('/login');
    const user = userEvent.setup();
    const username = await screen.findByLabelText(/^\*?账号$/);
    expect(loadApp).not.toHaveBeenCalled();
    expect(frameLoaded).not.toHaveBeenCalled();
    await user.click(username);
    await waitFor(() => expect(appLoaded).toHaveBeenCalledTimes(1));
    expect(loadApp).toHaveBeenCalled();
    // Before any submit: the shell is there when the token is.
    expect(frameLoaded).toHaveBeenCalled();
  });

  it('hands the page over to the console after the sign-in, in the same root, at the first page', async () => {
    await signInOnColdLogin();
    // Straight to where `/` leads: no redirect renders between the form and the page.
    expect(await screen.findByText('console at /wel/index')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/wel/index');
    expect(getSessionSnapshot().token).not.toBe('');
    expect(screen.queryByLabelText(/^\*?账号$/)).toBeNull();
  });

  it('keeps the sign-in form on screen until the console has its first page ready', async () => {
    let ready = () => {};
    startApp.mockImplementationOnce(() => new Promise<void>((resolve) => (ready = resolve)));
    await signInOnColdLogin();
    await waitFor(() => expect(startApp).toHaveBeenCalled());
    // The router is starting (its lazy routes loading): the form, not an empty page, is shown.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText(/^\*?账号$/)).toBeInTheDocument();
    expect(screen.queryByText(/console at/)).toBeNull();
    await act(async () => ready());
    expect(await screen.findByText('console at /wel/index')).toBeInTheDocument();
  });

  it('starts the console at the first page while the sign-in still waits for the menu', async () => {
    // A menu that has not answered yet: the token is in, so the page leaves for the first page.
    const answerMenu = holdMenu();
    await signInOnColdLogin();
    // The router is started at the address (its lazy routes loading) while the menu is fetched…
    await waitFor(() => expect(startApp).toHaveBeenCalled());
    expect(window.location.pathname).toBe('/wel/index');
    // …but the form stays until the menu is in, so the console's first paint has its sidebar.
    expect(screen.getByLabelText(/^\*?账号$/)).toBeInTheDocument();
    expect(screen.queryByText(/console at/)).toBeNull();
    answerMenu();
    expect(await screen.findByText('console at /wel/index')).toBeInTheDocument();
  });

  it('leaves the address to the started console: a navigation before the hand-over stays', async () => {
    const answerMenu = holdMenu();
    await signInOnColdLogin();
    await waitFor(() => expect(startApp).toHaveBeenCalled());
    expect(window.location.pathname).toBe('/wel/index');
    // The started router follows a navigation (here the address alone: the console is a stand-in).
    window.history.pushState(null, '', '/system/param');
    answerMenu();
    expect(await screen.findByText('console at /system/param')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/system/param');
    // Started once: the hand-over did not start it again.
    expect(startApp).toHaveBeenCalledTimes(1);
  });

  it('hands over to the console at the address of a link it follows', async () => {
    await bootAt('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: '返回官网' }));
    expect(await screen.findByText('console at /Home')).toBeInTheDocument();
  });
});

describe('every other start', () => {
  it('boots the console at once on another address', async () => {
    await bootAt('/wel/index');
    expect(screen.getByText('console at /wel/index')).toBeInTheDocument();
    expect(loadApp).toHaveBeenCalled();
  });

  it('boots the console on /login with a session (the guard takes it on)', async () => {
    signedIn(adminTokenResponse());
    await bootAt('/login');
    expect(screen.getByText('console at /login')).toBeInTheDocument();
  });
});

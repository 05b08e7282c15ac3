import { ADMIN_ID, ADMIN_ROLE_ID, ROOT_DEPT_ID, USER_ROLE_ID } from '@blade-console/blade-client/mocks';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginRoute } from '../../router/LoginRoute';
import { storage } from '../../session/client';
import { getSessionSnapshot } from '../../session/session';
import { setupMockApi } from '../../test/mockApi';

// SPEC §6 "Switch mode … is currently off. When on, login may carry department and role": these
// tests sign in with it on (and the captcha off, which a test cannot read).
vi.mock('../../config', async (importOriginal) => {
  const { website } = await importOriginal<typeof import('../../config')>();
  return { website: { ...website, switchMode: true, captchaMode: false } };
});

// The signed-in frame is the router's business: here only whether the sign-in starts its download.
const { loadSignedInFrame } = vi.hoisted(() => ({
  loadSignedInFrame: vi.fn(() => Promise.resolve(() => null)),
}));
vi.mock('../../router/signedInFrame', () => ({ loadSignedInFrame }));

const { MemoryRouter, Route, Routes, useLocation } = await import('react-router-dom');

/** The router's current address, to check where the sign-in page leaves the user. */
function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

// A sign-in fetches the menu through the SDK's resources, loaded on demand: once here, not within
// the first test's time.
beforeAll(async () => {
  await import('../../session/client');
}, 60_000);

const CHANGZHOU = '1123598813738675202';
const { baseUrl, store, server } = setupMockApi();

function renderLogin(address = '/login') {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route
          path="/login"
          element={
            <>
              <LoginRoute />
              <Address />
            </>
          }
        />
        <Route path="/" element={<p>console home</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function signInAsAdmin() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^\*?账号$/), 'admin');
  await user.type(screen.getByLabelText(/^\*?密码$/), 'admin');
  await user.click(screen.getByRole('button', { name: '登录' }));
  return user;
}

/** The admin of the mock data, in two departments with two roles. */
function giveAdminTwoDepartmentsAndRoles() {
  store.submit('user', {
    id: ADMIN_ID,
    deptId: `${ROOT_DEPT_ID},${CHANGZHOU}`,
    roleId: `${ADMIN_ROLE_ID},${USER_ROLE_ID}`,
  });
}

describe('sign-in in switch mode (SPEC §3 "Login", §6)', () => {
  it('asks a user with several departments and roles which pair to work as, then signs in with it', async () => {
    giveAdminTwoDepartmentsAndRoles();
    renderLogin();
    const user = await signInAsAdmin();

    expect(await screen.findByRole('heading', { name: '选择部门和角色' })).toBeInTheDocument();
    // Nothing is stored before the choice: the session has not started.
    expect(storage.getToken()).toBeFalsy();
    expect(getSessionSnapshot().token).toBe('');

    // The form starts on the user's current pair; the options are the user's own.
    const dept = screen.getByRole('combobox', { name: /部门/ });
    await waitFor(() => expect(dept).toHaveTextContent('布雷德科技'));
    await user.click(dept);
    expect(screen.queryByRole('option', { name: '苏州布雷德' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: '常州布雷德' }));
    const role = screen.getByRole('combobox', { name: /角色/ });
    await user.click(role);
    await user.click(await screen.findByRole('option', { name: '用户' }));

    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('console home')).toBeInTheDocument();
    expect(getSessionSnapshot().user).toMatchObject({ dept_id: CHANGZHOU, role_id: USER_ROLE_ID });
    expect(storage.getToken()).toBeTruthy();
  });

  it('goes back to the credentials without starting a session', async () => {
    giveAdminTwoDepartmentsAndRoles();
    renderLogin();
    const user = await signInAsAdmin();
    await user.click(await screen.findByRole('button', { name: '返回重新登录' }));

    expect(screen.getByRole('heading', { name: '欢迎登录' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^\*?账号$/)).toHaveValue('admin');
    expect(storage.getToken()).toBeFalsy();
  });

  it("shows the server's refusal of the chosen pair and stays on the choice", async () => {
    giveAdminTwoDepartmentsAndRoles();
    renderLogin();
    const user = await signInAsAdmin();
    await screen.findByRole('heading', { name: '选择部门和角色' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /部门/ })).toHaveTextContent('布雷德科技'),
    );
    server.use(
      http.post(`${baseUrl}/blade-auth/oauth/token`, () =>
        HttpResponse.json({ error: 'invalid_grant', error_description: '该角色已停用' }, { status: 400 }),
      ),
    );

    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('该角色已停用')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '选择部门和角色' })).toBeInTheDocument();
    expect(storage.getToken()).toBeFalsy();
  });

  it('signs a user with one department and one role straight in', async () => {
    renderLogin();
    await signInAsAdmin();

    expect(await screen.findByText('console home')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '选择部门和角色' })).not.toBeInTheDocument();
    expect(getSessionSnapshot().user).toMatchObject({ dept_id: ROOT_DEPT_ID, role_id: ADMIN_ROLE_ID });
  });

  it('starts the signed-in frame downloading as the sign-in is sent, not after the token answers', async () => {
    loadSignedInFrame.mockClear();
    const framesAskedAtTokenRequest: number[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.url.includes('/oauth/token'))
        framesAskedAtTokenRequest.push(loadSignedInFrame.mock.calls.length);
    };
    server.events.on('request:start', onRequest);
    try {
      renderLogin();
      const user = userEvent.setup();
      // An incomplete form is not sent: nothing to load yet.
      await user.click(screen.getByRole('button', { name: '登录' }));
      expect(loadSignedInFrame).not.toHaveBeenCalled();

      await signInAsAdmin();
      expect(await screen.findByText('console home')).toBeInTheDocument();
      expect(framesAskedAtTokenRequest).toEqual([1]);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });

  it("shows the server's error_description for wrong credentials", async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^\*?账号$/), 'admin');
    await user.type(screen.getByLabelText(/^\*?密码$/), 'wrong');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    expect(storage.getToken()).toBeFalsy();
  });
});

/**
 * Renders the sign-in page over the server's pre-painted copy of the form (login.html) as the app
 * finds it: what was typed into it and, when 登录 was pressed there, the mark its start script
 * leaves (`data-pressed`). The app's form replaces the copy. Gives the token requests sent.
 */
function renderOverPrerenderedCopy(values: { username: string; password: string }, pressed: boolean) {
  const tokens = tokenRequests();
  const copy = document.createElement('div');
  copy.setAttribute('data-prerender', 'zh');
  copy.innerHTML = `<form method="dialog"${pressed ? ' data-pressed' : ''}>
    <input name="username" value="${values.username}"><input name="password" type="password" value="${values.password}">
  </form>`;
  document.body.append(copy);
  try {
    renderLogin();
  } finally {
    copy.remove();
  }
  return tokens;
}

describe('a press of 登录 in the pre-painted form, before the app ran', () => {
  afterEach(() => {
    server.events.removeAllListeners('request:start');
  });

  it('is answered when the app takes over: the form is sent with what was typed there', async () => {
    const tokens = renderOverPrerenderedCopy({ username: 'admin', password: 'admin' }, true);
    expect(await screen.findByText('console home')).toBeInTheDocument();
    expect(tokens.sent?.get('username')).toBe('admin');
  });

  it("shows the fields' messages when the press left a field empty, and sends nothing", async () => {
    const tokens = renderOverPrerenderedCopy({ username: 'admin', password: '' }, true);
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByLabelText(/^\*?账号$/)).toHaveValue('admin');
    expect(tokens.sent).toBeUndefined();
  });

  it('sends nothing when nothing was pressed: the typed values wait in the form', async () => {
    const tokens = renderOverPrerenderedCopy({ username: 'admin', password: 'admin' }, false);
    expect(await screen.findByLabelText(/^\*?密码$/)).toHaveValue('admin');
    // Past the effects of the first render, where a noted press is sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tokens.sent).toBeUndefined();
    expect(screen.queryByText('console home')).not.toBeInTheDocument();
  });
});

/**
 * Captures the latest token request (each test removes the listeners at its end): `sent`, its
 * parameters as the server reads them (query and form body), and `address`, its query alone.
 */
function tokenRequests() {
  const captured: { sent?: URLSearchParams; address?: URLSearchParams } = {};
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.includes('/oauth/token')) return;
    const address = new URL(request.url).searchParams;
    const sent = new URLSearchParams(address);
    for (const [key, value] of new URLSearchParams(await request.clone().text())) sent.set(key, value);
    Object.assign(captured, { sent, address });
  });
  return captured;
}

describe('returning from a third-party sign-in or single sign-on (SPEC §7, §8)', () => {
  it('exchanges source, code and state with the social grant and enters', async () => {
    const token = tokenRequests();
    renderLogin('/login?source=github&code=c1&state=s1');

    expect(await screen.findByText('console home')).toBeInTheDocument();
    expect(token.sent?.get('grant_type')).toBe('social');
    expect(token.sent?.get('source')).toBe('github');
    expect(token.sent?.get('code')).toBe('c1');
    // The one-time code signs in: sent in the body, not in an address that logs keep.
    expect(token.address?.has('code')).toBe(false);
    expect(storage.getToken()).toBeTruthy();
    server.events.removeAllListeners();
  });

  it('exchanges a lone code with the authorization_code grant, back to this /login', async () => {
    const token = tokenRequests();
    renderLogin('/login?code=sso-1&state=000000');

    expect(await screen.findByText('console home')).toBeInTheDocument();
    expect(token.sent?.get('grant_type')).toBe('authorization_code');
    expect(token.sent?.get('redirect_uri')).toBe(`${window.location.origin}/login`);
    expect(token.sent?.get('code')).toBe('sso-1');
    expect(token.address?.has('code')).toBe(false);
    server.events.removeAllListeners();
  });

  it('shows the error_description, stores nothing and drops the spent code from the address', async () => {
    server.use(
      http.post(`${baseUrl}/blade-auth/oauth/token`, () =>
        HttpResponse.json({ error: 'invalid_grant', error_description: '第三方授权已过期' }, { status: 400 }),
      ),
    );
    renderLogin('/login?source=gitee&code=old&state=s');

    expect(await screen.findByText('第三方授权已过期')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/login$/),
    );
    expect(storage.getToken()).toBeFalsy();
    expect(screen.getByRole('heading', { name: '欢迎登录' })).toBeInTheDocument();
  });
});

import { hashPassword } from '@blade-console/blade-client';
import { adminTokenResponse } from '@blade-console/blade-client/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { website } from '../../config';
import { getSessionSnapshot, signedIn } from '../../session/session';
import { setupShellTests } from '../../test/consoleScreens';
import { renderApp } from '../../test/renderApp';

/**
 * The forced password change (issue 17): a sign-in whose answer says the account still has its
 * initial password lands on "set a new password", not in the shell; the old password is the one
 * just typed; once changed, the session is refreshed without the flag and the normal landing opens.
 */
vi.mock('../../config', async (importOriginal) => {
  const { website } = await importOriginal<typeof import('../../config')>();
  return { website: { ...website, captchaMode: false } };
});

const { baseUrl, server } = setupShellTests();

/** The token endpoint of a server whose admin still has the initial password until it is changed. */
function initialPasswordServer() {
  const changes: URLSearchParams[] = [];
  server.use(
    http.post(`${baseUrl}/blade-auth/oauth/token`, ({ request }) => {
      const grant = new URL(request.url).searchParams.get('grant_type');
      return HttpResponse.json(
        grant === 'refresh_token'
          ? adminTokenResponse({ access_token: 'access-2', refresh_token: 'refresh-2' })
          : adminTokenResponse({
              access_token: 'access-1',
              refresh_token: 'refresh-1',
              password_change_required: true,
            }),
      );
    }),
    http.post(`${baseUrl}/blade-user/update-password`, async ({ request }) => {
      // The passwords' hashes in the form body; none in the address (access logs keep addresses).
      expect(new URL(request.url).search).toBe('');
      changes.push(new URLSearchParams(await request.text()));
      return HttpResponse.json({ code: 200, success: true, data: {}, msg: '操作成功' });
    }),
  );
  return changes;
}

describe('a sign-in that must change the initial password', () => {
  it('shows "set a new password" before the shell, checks the fields, then lands in the shell', async () => {
    const changes = initialPasswordServer();
    const router = renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^\*?租户编号$/), '000000');
    await user.type(screen.getByLabelText(/^\*?账号$/), 'admin');
    await user.type(screen.getByLabelText(/^\*?密码$/), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByRole('heading', { name: '设置新密码' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/change-password');
    // The old password is the one just typed: not asked again.
    expect(screen.queryByLabelText(/原密码/)).toBeNull();
    // Another address goes back to the change while it is pending.
    await router.navigate('/system/param');
    await waitFor(() => expect(router.state.location.pathname).toBe('/change-password'));

    await user.click(await screen.findByRole('button', { name: '保存并进入系统' }));
    expect(await screen.findByText('请输入新密码')).toBeInTheDocument();
    expect(screen.getByText('请再次输入新密码')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^\*?新密码$/), '123456');
    await user.type(screen.getByLabelText(/^\*?确认新密码$/), 'other');
    await user.click(screen.getByRole('button', { name: '保存并进入系统' }));
    expect(await screen.findByText('新密码不能与原密码相同')).toBeInTheDocument();
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(changes).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^\*?新密码$/));
    await user.type(screen.getByLabelText(/^\*?新密码$/), 'my-own-pass');
    await user.clear(screen.getByLabelText(/^\*?确认新密码$/));
    await user.type(screen.getByLabelText(/^\*?确认新密码$/), 'my-own-pass');
    await user.click(screen.getByRole('button', { name: '保存并进入系统' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(website.firstPage.path));
    expect(changes[0]?.get('oldPassword')).toBe(hashPassword('123456'));
    expect(changes[0]?.get('newPassword')).toBe(hashPassword('my-own-pass'));
    expect(getSessionSnapshot().token).toBe('access-2');
    expect(getSessionSnapshot().user?.password_change_required).toBeUndefined();
  });

  it('asks for the old password too after a reload, which forgets the one typed', async () => {
    initialPasswordServer();
    signedIn(adminTokenResponse({ access_token: 'access-1', password_change_required: true }));
    renderApp('/wel/index');
    expect(await screen.findByRole('heading', { name: '设置新密码' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^\*?原密码$/)).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { storage } from '../../session/client';
import { renderLogin } from '../../test/login';
import { setupMockApi } from '../../test/mockApi';

// The shipped settings (SPEC §9): tenant mode on, captcha on, switch mode off.
const { baseUrl, store, server } = setupMockApi();

let captchaCalls = 0;
function countCaptchas() {
  captchaCalls = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/oauth/captcha')) captchaCalls += 1;
  });
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^\\*?${label}$`));

describe('sign-in form with the shipped settings (issue 7 "Sign in", SPEC §5, §8)', () => {
  it('shows a captcha image and fetches a new one on click', async () => {
    countCaptchas();
    renderLogin();
    const image = await screen.findByRole('img', { name: '验证码图片' });
    const first = image.getAttribute('src');
    expect(first).toMatch(/^data:image\//);
    await waitFor(() => expect(captchaCalls).toBe(1));

    // Shown large enough to read (issue 36: it was 110 × 30), the image is a button named for what it does.
    const button = screen.getByRole('button', { name: '看不清？换一张' });
    expect(getComputedStyle(button)).toMatchObject({ width: '220px', height: '64px' });
    await userEvent.click(screen.getByRole('button', { name: '看不清？换一张' }));
    await waitFor(() => expect(captchaCalls).toBe(2));
    await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).not.toBe(first));
  });

  it('requires every field, with its message', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.clear(field('租户编号'));
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(field('租户编号')).toHaveAccessibleDescription('请输入租户编号');
    expect(field('账号')).toHaveAccessibleDescription('请输入账号');
    expect(field('密码')).toHaveAccessibleDescription('请输入密码');
    expect(field('验证码')).toHaveAccessibleDescription('请输入验证码');
  });

  it("after a wrong captcha shows the server's message, clears the code and fetches a new image", async () => {
    countCaptchas();
    renderLogin();
    const user = userEvent.setup();
    await waitFor(() => expect(captchaCalls).toBe(1));
    await user.type(field('账号'), 'admin');
    await user.type(field('密码'), 'admin');
    await user.type(field('验证码'), 'nope');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('验证码不正确')).toBeInTheDocument();
    await waitFor(() => expect(captchaCalls).toBe(2));
    expect(field('验证码')).toHaveValue('');
    expect(storage.getToken()).toBeFalsy();
  });

  it('signs in with the code of the current image', async () => {
    renderLogin();
    const user = userEvent.setup();
    await screen.findByRole('img');
    // The mock keeps the code of each captcha key it handed out; the newest is the one shown.
    const code = [...store.captchas.values()].at(-1) ?? '';
    await user.type(field('账号'), 'admin');
    await user.type(field('密码'), 'admin');
    await user.type(field('验证码'), code);
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('console home')).toBeInTheDocument();
    expect(storage.getToken()).toBeTruthy();
  });

  it('hides the tenant field when the site address tells the tenant, and signs in to it', async () => {
    server.use(
      http.get(`${baseUrl}/blade-system/tenant/info`, () =>
        HttpResponse.json({ code: 200, success: true, msg: '', data: { tenantId: '000001' } }),
      ),
    );
    let tenant: string | null = null;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/oauth/token')) tenant = request.headers.get('Tenant-Id');
    });
    renderLogin();
    const user = userEvent.setup();
    await waitFor(() => expect(screen.queryByLabelText(/租户编号$/)).not.toBeInTheDocument());
    await user.type(field('账号'), 'admin');
    await user.type(field('密码'), 'admin');
    await user.type(field('验证码'), 'x');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(tenant).toBe('000001'));
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storage } from '../../session/client';
import { getSessionSnapshot } from '../../session/session';
import { renderLogin } from '../../test/login';
import { setupMockApi } from '../../test/mockApi';

// A console built with VITE_BLADE_DIALECT=4x (captcha on, as shipped): the SDK's mocks answer the
// 4.x paths from the same grant logic as SPEC's.
vi.mock('../../config', async (importOriginal) => {
  const { website } = await importOriginal<typeof import('../../config')>();
  return { website: { ...website, dialect: '4x' } };
});

const { store, server } = setupMockApi();

/** What the form sent, as "METHOD /path". */
function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^\\*?${label}$`));

async function submit(password: string) {
  renderLogin();
  await screen.findByRole('img', { name: '验证码图片' });
  const user = userEvent.setup();
  await user.type(field('账号'), 'admin');
  await user.type(field('密码'), password);
  // The one captcha the page drew: the code a person would read off the image.
  await waitFor(() => expect(store.captchas.size).toBe(1));
  const [code = ''] = store.captchas.values();
  await user.type(field('验证码'), code);
  await user.click(screen.getByRole('button', { name: '登录' }));
}

describe('sign-in of a console built for BladeX 4.x', () => {
  it('signs in over the 4.x paths and keeps the same session user', async () => {
    const seen = recordRequests();
    await submit('admin');
    expect(await screen.findByText('console home')).toBeInTheDocument();
    expect(seen.filter((request) => request.includes('/blade-auth/'))).toEqual([
      'GET /api/blade-auth/captcha',
      'GET /api/blade-auth/public-key',
      'POST /api/blade-auth/token',
    ]);
    expect(storage.getToken()).toBeTruthy();
    expect(getSessionSnapshot().user).toMatchObject({ account: 'admin', role_name: 'administrator' });
  });

  it("shows the server's message for a wrong password, on the form", async () => {
    await submit('wrong');
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    expect(storage.getToken()).toBeFalsy();
  });
});

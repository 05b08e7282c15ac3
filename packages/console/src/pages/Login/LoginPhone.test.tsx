import { MOCK_SMS_CODE } from '@blade-console/blade-client/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getSessionSnapshot } from '../../session/session';
import { renderLogin } from '../../test/login';
import { setupMockApi } from '../../test/mockApi';

vi.mock('../../config', async (importOriginal) => {
  const { website } = await importOriginal<typeof import('../../config')>();
  return { website: { ...website, switchMode: false, captchaMode: false, socialSources: ['github'] } };
});
vi.mock('../../router/signedInFrame', () => ({ loadSignedInFrame: () => Promise.resolve(() => null) }));

setupMockApi();

// The phone form is a chunk of its own, loaded when chosen: compiled once here, not within the first test's time.
beforeAll(async () => {
  await import('./PhoneSignIn');
}, 60_000);

function start() {
  renderLogin();
  return userEvent.setup();
}

describe('phone sign-in tab (SPEC §7 "Phone login")', () => {
  it('checks the phone and the code with labelled messages before calling the server', async () => {
    const user = start();
    await user.click(screen.getByRole('button', { name: '手机号登录' }));
    // The phone form's chunk loads when it is chosen.
    await user.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号码不能为空')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^\*?手机号$/), '1366666');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('手机号码长度不为11位')).toBeInTheDocument();
    expect(screen.getByText('请输入短信验证码')).toBeInTheDocument();
    expect(getSessionSnapshot().token).toBe('');
  });

  it('asks for a code, counts down before another, and signs in with the texted code', async () => {
    const user = start();
    await user.click(screen.getByRole('button', { name: '手机号登录' }));
    await user.type(await screen.findByLabelText(/^\*?手机号$/), '13666666666');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送，5 分钟内有效')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '60 秒后重新获取' })).toBeDisabled();

    await user.type(screen.getByLabelText(/^\*?验证码$/), MOCK_SMS_CODE);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('console home')).toBeInTheDocument();
    expect(getSessionSnapshot().user).toMatchObject({ account: 'user' });
  });

  it("shows the server's refusal of a wrong code and stores nothing", async () => {
    const user = start();
    await user.click(screen.getByRole('button', { name: '手机号登录' }));
    await user.type(await screen.findByLabelText(/^\*?手机号$/), '13888888888');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByText('验证码已发送，5 分钟内有效');
    await user.type(screen.getByLabelText(/^\*?验证码$/), '000000');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('验证码错误或已过期，请重新获取')).toBeInTheDocument();
    expect(getSessionSnapshot().token).toBe('');
  });
});

describe('third-party sign-in links', () => {
  it('start at the server with the tenant typed in the form', async () => {
    const user = start();
    const tenant = screen.getByLabelText(/^\*?租户编号$/);
    await user.clear(tenant);
    await user.type(tenant, '000001');
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      '/api/blade-auth/oauth/render/github?tenantId=000001',
    );
  });
});

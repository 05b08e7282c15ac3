import { Toaster } from '@blade-console/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../session/session';
import { setupMockApi } from '../../test/mockApi';
import { GuestRegistration, isGuest } from './GuestRegistration';

const { baseUrl, server } = setupMockApi();

/** A third-party sign-in that found no user: the server answers with a negative user id. */
const guest = {
  access_token: 'guest-access',
  refresh_token: 'guest-refresh',
  token_type: 'bearer',
  expires_in: 3600,
  tenant_id: '000000',
  user_id: '-1',
  user_name: 'octocat',
  nick_name: 'The Octocat',
  account: 'octocat',
  role_name: '',
  role_id: '',
  dept_id: '',
  avatar: '',
  oauth_id: '1123598821738670001',
  license: '',
};

/** Captures the query of each register-guest call. */
function registrations() {
  // Each registration's form body; its address must carry nothing (a password in it would be
  // written to access logs).
  const sent: URLSearchParams[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.includes('/register-guest')) return;
    expect(new URL(request.url).search).toBe('');
    sent.push(new URLSearchParams(await request.clone().text()));
  });
  return sent;
}

/** Signs `session` in and renders the registration dialog with its toaster. */
function renderFor(session: typeof guest) {
  signedIn(session);
  render(
    <>
      <GuestRegistration />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

/** Types the account and the same password twice, then submits. */
async function submitAccount(user: ReturnType<typeof userEvent.setup>, account: string, password: string) {
  await user.type(screen.getByLabelText('账号'), account);
  await user.type(screen.getByLabelText('密码'), password);
  await user.type(screen.getByLabelText('确认密码'), password);
  await user.click(screen.getByRole('button', { name: '提交' }));
}

describe('guest registration (SPEC §1, §5 "Registration", §6, §8)', () => {
  it('takes a third-party user with no user id, or a negative one, for a guest', () => {
    expect(isGuest({ oauth_id: '9', user_id: '-1' })).toBe(true);
    expect(isGuest({ oauth_id: '9', user_id: '' })).toBe(true);
    expect(isGuest({ oauth_id: '9' })).toBe(true);
    expect(isGuest({ oauth_id: '9', user_id: '1123598821738675201' })).toBe(false);
    expect(isGuest({ oauth_id: '', user_id: '-1' })).toBe(false);
    expect(isGuest(undefined)).toBe(false);
  });

  it('opens for a guest, checks in order, then sends tenantId, name, account, password and oauthId', async () => {
    const sent = registrations();
    const user = renderFor(guest);

    const dialog = await screen.findByRole('dialog');
    // The site address tells no tenant: the field is shown, starting on the guest's tenant.
    const tenant = screen.getByLabelText('租户编号');
    expect(tenant).toHaveValue('000000');
    expect(screen.getByLabelText('用户姓名')).toHaveValue('The Octocat');

    await user.clear(tenant);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请先输入租户编号')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(tenant, '000000');
    await user.type(screen.getByLabelText('账号'), 'octo');
    await user.type(screen.getByLabelText('密码'), 'secret-1');
    await user.type(screen.getByLabelText('确认密码'), 'secret-2');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('两次密码输入不一致')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText('确认密码'));
    await user.type(screen.getByLabelText('确认密码'), 'secret-1');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('注册申请已提交，请耐心等待管理员通过！')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0] ?? [])).toMatchObject({
      tenantId: '000000',
      name: 'The Octocat',
      account: 'octo',
      oauthId: guest.oauth_id,
    });
    // The password is sent, never shown back.
    expect(sent[0]?.get('password')).toBeTruthy();
  });

  it("shows the server's refusal and stays open", async () => {
    server.use(
      http.post(`${baseUrl}/blade-user/register-guest`, () =>
        HttpResponse.json({ code: 400, success: false, msg: '账号已存在', data: {} }, { status: 400 }),
      ),
    );
    const user = renderFor(guest);
    await screen.findByRole('dialog');
    await submitAccount(user, 'admin', 'x');

    expect(await screen.findByText('账号已存在')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('hides the tenant field when the site address tells the tenant', async () => {
    server.use(
      http.get(`${baseUrl}/blade-system/tenant/info`, () =>
        HttpResponse.json({ code: 200, success: true, msg: '', data: { tenantId: '000001' } }),
      ),
    );
    const sent = registrations();
    const user = renderFor(guest);
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.queryByLabelText('租户编号')).not.toBeInTheDocument());

    await submitAccount(user, 'octo', 'p');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('tenantId')).toBe('000001');
  });

  it('stays closed for a user with an account', () => {
    renderFor({ ...guest, user_id: '1123598821738675201' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

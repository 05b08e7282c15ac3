import { ADMIN_ID } from '@blade-console/blade-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupConsoleScreens } from '../../test/consoleScreens';
import { renderApp } from '../../test/renderApp';

/**
 * The profile arriving after the person has begun (CI once saw it on a busy machine): the page
 * fetches the user fresh on every visit, and its answer must not wipe out an avatar uploaded or a
 * phone typed before it came.
 */
const { baseUrl, server, store } = setupConsoleScreens(() => [import('.')]);

/** Holds `GET /blade-user/info` back until the answered function lets it through to the mock API. */
function holdProfile(): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Answering nothing passes the request on to the mock API's own handler.
  server.use(http.get(`${baseUrl}/blade-user/info`, async () => void (await held)));
  return release;
}

const PIXEL = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'face.png', {
  type: 'image/png',
});

describe('one’s profile arriving after the person has begun', { timeout: 40_000 }, () => {
  it('keeps the avatar uploaded and the phone typed meanwhile, fills in the rest, and submitting saves them', async () => {
    const user = userEvent.setup();
    const release = holdProfile();
    renderApp('/info/index');
    const panel = within(await screen.findByRole('tabpanel', { name: '个人信息' }, { timeout: 15_000 }));
    const avatar = panel.getByRole('group', { name: '头像' });
    await user.upload(avatar.querySelector('input[type="file"]') as HTMLInputElement, PIXEL);
    const image = await within(avatar).findByRole('img');
    const link = image.getAttribute('src');
    expect(link).toMatch(/^http:\/\/localhost\/mock-oss\/upload\//);
    const phone = panel.getByRole('textbox', { name: '手机号' });
    await user.type(phone, '13912345678');

    release();
    await waitFor(() => expect(panel.getByRole('textbox', { name: '姓名' })).toHaveValue('管理员'));
    expect(within(avatar).getByRole('img')).toHaveAttribute('src', link);
    expect(phone).toHaveValue('13912345678');

    // Still the person's changes: submitting sends them with the loaded record's other fields.
    await user.click(panel.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(store.find('user', ADMIN_ID)?.phone).toBe('13912345678'));
    expect(store.find('user', ADMIN_ID)?.avatar).toBe(link);
    expect(store.find('user', ADMIN_ID)?.realName).toBe('管理员');
  });
});

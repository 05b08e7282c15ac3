import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rowOf, setupConsoleScreens } from '../test/consoleScreens';
import { renderApp } from '../test/renderApp';

/**
 * Two people edit the same parameter (issue 25): the console's generic page sends the version it
 * loaded, and the second save, refused by the (mock) API, keeps the person's text and opens the
 * conflict dialog, from which they choose.
 */
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const { store } = setupConsoleScreens(() => [import('../pages/ResourcePage/ResourcePage')]);
const PARAM_ID = '1004002';

/** Opens the parameter's edit form, lets "someone else" save a new value, then saves ours. */
async function saveOverAnotherChange(user: ReturnType<typeof userEvent.setup>) {
  renderApp('/system/param');
  await screen.findByRole('table', { name: '参数管理' });
  const row = await rowOf('account.initPassword');
  await user.click(within(row).getByRole('button', { name: '编辑' }));
  const form = await screen.findByRole('dialog', { name: '编辑参数' });
  const value = await within(form).findByLabelText(/参数键值/);
  await waitFor(() => expect(value).toHaveValue('123456'));

  // The other person's save, with the version both loaded.
  const loaded = store.find('param', PARAM_ID);
  store.submit('param', { id: PARAM_ID, paramValue: '654321', updateTime: loaded?.updateTime });

  await user.clear(value);
  await user.type(value, '111111');
  await user.click(within(form).getByRole('button', { name: '保存' }));
  const conflict = await screen.findByRole('dialog', { name: '记录已被他人修改' });
  return { form, value, conflict: within(conflict) };
}

describe('a save over someone else’s change', () => {
  it('keeps the typed text, shows both values, and saves over the new version when asked', async () => {
    const user = userEvent.setup();
    const { value, conflict } = await saveOverAnotherChange(user);
    expect(value).toHaveValue('111111');
    expect(conflict.getByRole('status')).toHaveTextContent('管理员');
    const values = conflict.getByRole('row', { name: /参数键值/ });
    expect(within(values).getByText('654321')).toBeInTheDocument();
    expect(within(values).getByText('111111')).toBeInTheDocument();
    expect(store.find('param', PARAM_ID)?.paramValue).toBe('654321');

    await user.click(conflict.getByRole('button', { name: '保留我的修改并覆盖保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.find('param', PARAM_ID)?.paramValue).toBe('111111');
  });

  it('reloads the stored record into the form when asked, dropping the edit', async () => {
    const user = userEvent.setup();
    const { value, conflict } = await saveOverAnotherChange(user);
    await user.click(conflict.getByRole('button', { name: '重新加载（放弃我的修改）' }));
    await waitFor(() => expect(value).toHaveValue('654321'));
    expect(store.find('param', PARAM_ID)?.paramValue).toBe('654321');
  });
});

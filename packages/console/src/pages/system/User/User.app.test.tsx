import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rowOf, setupConsoleScreens } from '../../../test/consoleScreens';
import { renderApp } from '../../../test/renderApp';
import { pressRowAction, rowActionNames } from '../../../test/rowActions';

/** Guest registrations (SPEC §6) on the user page, in jsdom against the SDK's mocks. */
// The page's first load takes seconds on a busy machine (its chunk, five lookups, then the list).
configure({ asyncUtilTimeout: 30_000 });
vi.setConfig({ testTimeout: 90_000 });

const { store, server } = setupConsoleScreens(() => [import('./User')]);

function arrangeGuests() {
  for (const account of ['guest-a', 'guest-b']) {
    store.submit('user', { tenantId: '000000', account, realName: account, name: account, status: 0 });
  }
  const idOf = (account: string) => String(store.table('user').find((row) => row.account === account)?.id);
  return { a: idOf('guest-a'), b: idOf('guest-b') };
}

const question = async (text: RegExp) =>
  (await screen.findByText(text)).closest('[role="dialog"], [role="alertdialog"]') as HTMLElement;

describe('guest approval on the user page', () => {
  it('offers approve and refuse on pending rows only, each after a confirmation, with a toast', async () => {
    const ids = arrangeGuests();
    const user = userEvent.setup();
    renderApp('/system/user');

    const pending = await rowOf('guest-a');
    expect(within(pending).getByText('待审核')).toBeInTheDocument();
    expect(await rowActionNames(user, await rowOf('admin'))).not.toContain('审核通过');

    // Cancel changes nothing.
    await pressRowAction(user, pending, '审核通过');
    await user.click(within(await question(/通过后即可登录/)).getByRole('button', { name: '取消' }));
    expect(store.find('user', ids.a)?.status).toBe(0);

    await pressRowAction(user, await rowOf('guest-a'), '审核通过');
    await user.click(within(await question(/通过后即可登录/)).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已通过注册申请')).toBeInTheDocument();
    expect(store.find('user', ids.a)?.status).toBe(1);
    await waitFor(async () => expect(within(await rowOf('guest-a')).queryByText('待审核')).toBeNull());
    expect(await rowActionNames(user, await rowOf('guest-a'))).not.toContain('审核通过');

    await pressRowAction(user, await rowOf('guest-b'), '审核拒绝');
    await user.click(within(await question(/拒绝后该账号无法登录/)).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已拒绝注册申请')).toBeInTheDocument();
    expect(store.find('user', ids.b)?.status).toBe(2);
  });

  it('filters the list to registrations awaiting approval', async () => {
    arrangeGuests();
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/blade-user/page')) seen.push(url.search);
    });
    const user = userEvent.setup();
    renderApp('/system/user');
    await rowOf('admin');
    const search = screen.getByRole('search');
    await user.click(within(search).getByRole('combobox', { name: '账号状态' }));
    await user.click(await screen.findByRole('option', { name: '待审核' }));
    await user.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(seen.at(-1)).toContain('status=0'));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'admin' })).toBeNull());
    expect(await rowOf('guest-b')).toBeTruthy();
  });
});

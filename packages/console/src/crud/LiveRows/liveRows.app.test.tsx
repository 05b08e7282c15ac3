import { adminTokenResponse } from '@blade-console/blade-client/mocks';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rowOf, setupConsoleScreens } from '../../test/consoleScreens';
import { SOMEONE_ELSE, setupTestEventStream } from '../../test/eventStream';
import { renderApp } from '../../test/renderApp';
import { pressRowAction } from '../../test/rowActions';

/**
 * The generic resource page follows the event stream (issue 42): the mock API's stream here is one
 * the test writes to, as the server would when other people save (setupTestEventStream).
 */
const { store, server, baseUrl } = setupConsoleScreens(() => [
  import('../../pages/ResourcePage/ResourcePage'),
]);

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const events = setupTestEventStream(server, baseUrl);

/** The signed-in administrator, as events name who saved. */
const ADMIN = { id: adminTokenResponse().user_id, name: '管理员' };

const recordEvent = (id: string, operation: string, by = SOMEONE_ELSE) =>
  events.recordEvent('param', id, operation, by);

async function openParams() {
  renderApp('/system/param');
  await screen.findByRole('table', { name: '参数管理' }, { timeout: 30_000 });
  return rowOf('account.initPassword');
}

describe('the parameter list while someone else works on it', () => {
  it('shows a row someone changed without a reload, and counts new rows in a quiet bar', async () => {
    const user = userEvent.setup();
    await openParams();
    // Saved elsewhere: the stored row changes, and the stream says so.
    Object.assign(store.find('param', '1004002') ?? {}, { paramValue: 'changed-elsewhere' });
    await recordEvent('1004002', 'update');
    expect(await screen.findByRole('cell', { name: 'changed-elsewhere' })).toBeInTheDocument();

    await recordEvent('777', 'create');
    await recordEvent('778', 'create');
    const bar = await screen.findByRole('button', { name: '有 2 条新记录 — 点击显示' });
    await user.click(bar);
    expect(screen.queryByRole('button', { name: /条新记录/ })).toBeNull();
  });

  it('tells an open edit form that its record was just saved by someone else', async () => {
    const user = userEvent.setup();
    const row = await openParams();
    await pressRowAction(user, row, '编辑');
    const form = await screen.findByRole('dialog', { name: '编辑参数' });
    expect(form).not.toHaveTextContent('刚刚保存了这条记录');
    await recordEvent('1004002', 'update');
    expect(await within(form).findByText(/李四 刚刚保存了这条记录/)).toBeInTheDocument();
  });

  it("does not tell a form of its own save, heard after the form was opened again; the same account's save elsewhere it does", async () => {
    const user = userEvent.setup();
    let listed = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/blade-system/param/list')) listed += 1;
    });
    await pressRowAction(user, await openParams(), '编辑');
    const first = await screen.findByRole('dialog', { name: '编辑参数' });
    const value = within(first).getByRole('textbox', { name: '参数键值' });
    await user.clear(value);
    await user.type(value, 'mine');
    await user.click(within(first).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(first).not.toBeInTheDocument());
    // Opened again before the save's event arrives (a hidden page hears it only when shown).
    await pressRowAction(user, await rowOf('account.initPassword'), '编辑');
    const again = await screen.findByRole('dialog', { name: '编辑参数' });
    const before = listed;
    await recordEvent('1004002', 'update', ADMIN);
    // Events are handled in order: once a later one shows, this one has been.
    await recordEvent('779', 'create');
    await screen.findByRole('button', { name: '有 1 条新记录 — 点击显示' });
    expect(again).not.toHaveTextContent('刚刚保存了这条记录');
    // Nor does it reload the list a second time: the table reloaded after the save (past the
    // quiet reload's 150 ms, it would have been asked again).
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(listed).toBe(before);

    // The same account in another browser: no save of this tab's waits for that event.
    await recordEvent('1004002', 'update', ADMIN);
    expect(await within(again).findByText(/管理员 刚刚保存了这条记录/)).toBeInTheDocument();
  });

  it('counts a row the same account adds in another tab, not the one this tab adds', async () => {
    const user = userEvent.setup();
    await openParams();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('dialog', { name: '新增参数' });
    await user.type(within(form).getByRole('textbox', { name: '参数名称' }), '本页新增');
    await user.type(within(form).getByRole('textbox', { name: '参数键名' }), 'live.own');
    await user.type(within(form).getByRole('textbox', { name: '参数键值' }), 'x');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(form).not.toBeInTheDocument());
    expect(await rowOf('live.own')).toBeInTheDocument();

    // This tab's addition, then the same account's in another tab: only the second is news.
    await recordEvent('9001', 'create', ADMIN);
    await recordEvent('9002', 'create', ADMIN);
    expect(await screen.findByRole('button', { name: '有 1 条新记录 — 点击显示' })).toBeInTheDocument();
  });
});

import { ROOT_DEPT_ID } from '@blade-console/blade-client/mocks';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rowOf, setupConsoleScreens } from '../../../test/consoleScreens';
import { setupTestEventStream } from '../../../test/eventStream';
import { renderApp } from '../../../test/renderApp';

/**
 * The tree pages (departments, menus, roles: useForestPage) follow the event stream as the lists do
 * (issue 42), without folding what the person opened.
 */
const { store, server, baseUrl } = setupConsoleScreens(() => [import('../Dept/Dept')]);

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const { recordEvent } = setupTestEventStream(server, baseUrl);
const SUZHOU = '1123598813738675203';

async function openDepartments() {
  renderApp('/system/dept');
  await screen.findByRole('table', { name: '机构管理' }, { timeout: 30_000 });
  return rowOf('苏州布雷德');
}

describe('the departments tree while someone else works on it', () => {
  it('shows departments someone renamed without a reload, the branches folded or open as the person left them', async () => {
    const user = userEvent.setup();
    await openDepartments();
    // The person folds the root: its two branches are out of sight.
    await user.click(screen.getByRole('button', { name: '收起 布雷德科技' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: '苏州布雷德' })).toBeNull());

    // The root, renamed elsewhere: shown under its new name, still folded.
    Object.assign(store.find('dept', ROOT_DEPT_ID) ?? {}, { deptName: '布雷德集团' });
    await recordEvent('dept', ROOT_DEPT_ID, 'update');
    expect(await screen.findByRole('button', { name: '展开 布雷德集团' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: '苏州布雷德' })).toBeNull();

    // A branch, renamed elsewhere while open: the tree follows it, its sibling still there.
    await user.click(screen.getByRole('button', { name: '展开 布雷德集团' }));
    await screen.findByRole('cell', { name: '苏州布雷德' });
    Object.assign(store.find('dept', SUZHOU) ?? {}, { deptName: '苏州分公司' });
    await recordEvent('dept', SUZHOU, 'update');
    expect(await screen.findByRole('cell', { name: '苏州分公司' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '常州布雷德' })).toBeInTheDocument();
  });

  it('counts the departments others add in a quiet bar', async () => {
    const user = userEvent.setup();
    await openDepartments();
    await recordEvent('dept', '777', 'create');
    const bar = await screen.findByRole('button', { name: '有 1 条新记录 — 点击显示' });
    await user.click(bar);
    await waitFor(() => expect(screen.queryByRole('button', { name: /条新记录/ })).toBeNull());
  });
});

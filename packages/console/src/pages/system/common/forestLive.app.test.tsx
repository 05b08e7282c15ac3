import { adminTokenResponse, ROOT_DEPT_ID } from '@blade-console/blade-client/mocks';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rowOf, setupConsoleScreens } from '../../../test/consoleScreens';
import { setupTestEventStream } from '../../../test/eventStream';
import { renderApp } from '../../../test/renderApp';
import { pressRowAction } from '../../../test/rowActions';

/**
 * The tree pages (departments, menus, roles: useForestPage) follow the event stream as the lists do
 * (issue 42), without folding what the person opened.
 */
const { store, server, baseUrl } = setupConsoleScreens(() => [import('../Dept/Dept')]);

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const { recordEvent } = setupTestEventStream(server, baseUrl);
const SUZHOU = '1123598813738675203';
/** The signed-in administrator, as events name who saved. */
const ADMIN = { id: adminTokenResponse().user_id, name: '管理员' };

async function openDepartments() {
  renderApp('/system/dept');
  await screen.findByRole('table', { name: '机构管理' }, { timeout: 30_000 });
  return rowOf('苏州布雷德');
}

/**
 * The departments page with its parent select's departments loaded (the add form opens them, then
 * closes): `trees` answers how many times the tree has been asked for since the page opened.
 */
async function openDepartmentsWithTree(user: ReturnType<typeof userEvent.setup>) {
  let trees = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/blade-system/dept/tree')) trees += 1;
  });
  const suzhou = await openDepartments();
  await user.click(screen.getByRole('button', { name: '新增' }));
  await screen.findByRole('dialog', { name: '新增机构' });
  await waitFor(() => expect(trees).toBeGreaterThan(0));
  await user.keyboard('{Escape}');
  return { suzhou, trees: () => trees };
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

    // A branch, renamed elsewhere while open and checked here: the tree follows it, the branch
    // still checked, its sibling still there.
    await user.click(screen.getByRole('button', { name: '展开 布雷德集团' }));
    const suzhou = await rowOf('苏州布雷德');
    await user.click(within(suzhou).getByRole('checkbox'));
    Object.assign(store.find('dept', SUZHOU) ?? {}, { deptName: '苏州分公司' });
    await recordEvent('dept', SUZHOU, 'update');
    const renamed = await rowOf('苏州分公司');
    expect(within(renamed).getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('cell', { name: '常州布雷德' })).toBeInTheDocument();
  });

  it('counts the departments others add in a quiet bar, and shows them when asked', async () => {
    const user = userEvent.setup();
    await openDepartments();
    const root = store.find('dept', ROOT_DEPT_ID)!;
    store.table('dept').push({ ...root, id: '777', parentId: ROOT_DEPT_ID, deptName: '无锡布雷德', sort: 3 });
    await recordEvent('dept', '777', 'create');
    const bar = await screen.findByRole('button', { name: '有 1 条新记录 — 点击显示' });
    expect(screen.queryByRole('cell', { name: '无锡布雷德' })).toBeNull();
    await user.click(bar);
    expect(await screen.findByRole('cell', { name: '无锡布雷德' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /条新记录/ })).toBeNull();
  });

  it("asks the parent select's departments again when someone else changes one", async () => {
    const user = userEvent.setup();
    const { trees } = await openDepartmentsWithTree(user);
    const before = trees();
    await recordEvent('dept', SUZHOU, 'update');
    await waitFor(() => expect(trees()).toBeGreaterThan(before));
  });

  it("does not ask the parent select's departments a second time for one this tab removed", async () => {
    const user = userEvent.setup();
    const { suzhou, trees } = await openDepartmentsWithTree(user);
    let before = trees();
    await pressRowAction(user, suzhou, '删除');
    await user.click(await screen.findByRole('button', { name: '确定' }));
    // The removal asks the tree again itself (useCrudPage).
    await waitFor(() => expect(trees()).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('cell', { name: '苏州布雷德' })).toBeNull());
    before = trees();
    await recordEvent('dept', SUZHOU, 'delete', ADMIN);
    // Events are handled in order: once a later one shows, this one has been.
    await recordEvent('dept', '778', 'create');
    await screen.findByRole('button', { name: '有 1 条新记录 — 点击显示' });
    // The later one is someone else's: it asks the tree again, once; this tab's removal did not.
    await waitFor(() => expect(trees()).toBe(before + 1));
  });
});

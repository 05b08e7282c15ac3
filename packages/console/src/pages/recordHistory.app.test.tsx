import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { rowOf, setupConsoleScreens } from '../test/consoleScreens';
import { renderApp } from '../test/renderApp';
import { pressRowAction } from '../test/rowActions';

/**
 * Every kind of page of a defined resource's rows opens a row's 历史 (issue 42): the generic page
 * (../crud/FollowedTable), a page of its own (posts), a tree page (departments, useForestPage) and
 * the regions' lazy tree, keyed by code.
 * The timeline names the change by the field's label in the form, with who, when, before and after.
 */
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const { baseUrl, server, store } = setupConsoleScreens(() => [
  import('./ResourcePage'),
  import('./system/Post/Post'),
  import('./system/Dept/Dept'),
  import('./base/Region/Region'),
]);

/** An update by 张三 in the mocks' history store. */
function pushUpdate(
  id: string,
  resource: string,
  recordId: string,
  createTime: string,
  changes: { field: string; before: string; after: string }[],
) {
  store.table('recordHistory').push({
    id,
    resource,
    recordId,
    operation: 'update',
    userId: '1',
    userName: '张三',
    tenantId: '000000',
    createTime,
    changes,
    restoredFrom: '',
  });
}

/** The page, its table's name, the row (a field and its value, shown in a cell) and one change to it. */
const PAGES = [
  {
    path: '/system/param',
    table: '参数管理',
    row: ['param', 'paramKey', 'account.initPassword'],
    change: ['paramValue', /参数键值/, '654321', '123456'],
  },
  {
    path: '/system/post',
    table: '岗位管理',
    row: ['post', 'postCode', 'ceo'],
    change: ['postName', /岗位名称/, '总经理', '首席执行官'],
  },
  {
    path: '/system/dept',
    table: '机构管理',
    row: ['dept', 'deptName', '常州布雷德'],
    change: ['fullName', /机构全称/, '常州分公司', '常州布雷德物流有限公司'],
  },
  // A lazy tree keyed by code: the code is the record's id.
  {
    path: '/base/region',
    table: '行政区划',
    row: ['region', 'name', '江苏省'],
    change: ['name', /区划名称/, '江苏', '江苏省'],
  },
] as const;

describe("a row's 历史", () => {
  it.each(PAGES)('opens on $path with the change as the form labels it', async (page) => {
    const [resource, key, value] = page.row;
    const [field, label, before, after] = page.change;
    const record = store.table(resource).find((row) => row[key] === value) as { id: string };
    pushUpdate('91', resource, record.id, '2026-11-29 10:01:00', [{ field, before, after }]);
    const user = userEvent.setup();
    renderApp(page.path);
    // The file's first render of the whole console (its lazy chunks imported cold): past 10 s on a
    // loaded machine.
    await screen.findByRole('table', { name: page.table }, { timeout: 30_000 });
    await pressRowAction(user, await rowOf(value), '历史');
    const timeline = await screen.findByRole('list', { name: '修改历史' });
    expect(timeline).toHaveTextContent('张三 · 2026-11-29 10:01:00');
    const shown = within(timeline).getByRole('row', { name: label });
    expect(
      within(shown)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([before, after]);
  });

  it("offers an administrator no restore of a region's version (the server does not restore them)", async () => {
    // Two versions: the older one is what a restore would bring back.
    for (const [id, after] of [
      ['92', '江苏'],
      ['93', '江苏省'],
    ] as const) {
      pushUpdate(id, 'region', '32', `2026-11-29 10:0${id === '92' ? 2 : 3}:00`, [
        { field: 'name', before: '', after },
      ]);
    }
    const user = userEvent.setup();
    renderApp('/base/region');
    await screen.findByRole('table', { name: '行政区划' }, { timeout: 30_000 });
    await pressRowAction(user, await rowOf('江苏省'), '历史');
    const timeline = await screen.findByRole('list', { name: '修改历史' });
    expect(timeline).toHaveTextContent('张三 · 2026-11-29 10:03:00');
    expect(screen.queryByRole('button', { name: '恢复此版本' })).not.toBeInTheDocument();
  });
});

describe('a restore', () => {
  it('asks every cached query again, so trees and selects show the restored record', async () => {
    const branch = store.table('dept').find((row) => row.deptName === '常州布雷德') as { id: string };
    for (const [id, after] of [
      ['95', '常州分公司'],
      ['96', '常州布雷德物流有限公司'],
    ] as const) {
      pushUpdate(id, 'dept', branch.id, `2026-11-29 10:0${id === '95' ? 1 : 2}:00`, [
        { field: 'fullName', before: '', after },
      ]);
    }
    // The mocks keep no history of their own writes: the server's answer to a restore stands in.
    const restored: string[] = [];
    server.use(
      http.post(`${baseUrl}/blade-system/record-history/restore`, async ({ request }) => {
        restored.push(String(((await request.json()) as { id?: unknown }).id));
        return HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: {} });
      }),
    );
    const treeLoads: string[] = [];
    const countTreeLoads = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/blade-system/dept/tree')) treeLoads.push(request.url);
    };
    server.events.on('request:start', countTreeLoads);
    onTestFinished(() => server.events.removeListener('request:start', countTreeLoads));
    const user = userEvent.setup();
    renderApp('/system/dept');
    await screen.findByRole('table', { name: '机构管理' }, { timeout: 30_000 });
    await pressRowAction(user, await rowOf('常州布雷德'), '历史');
    await screen.findByRole('list', { name: '修改历史' });
    await vi.waitFor(() => expect(treeLoads.length).toBeGreaterThan(0));
    const before = treeLoads.length;
    await user.click(screen.getByRole('button', { name: '恢复此版本' }));
    const question = await screen.findByRole('dialog', { name: '提示' });
    await user.click(within(question).getByRole('button', { name: '确定' }));
    await vi.waitFor(() => expect(restored).toEqual(['95']));
    // The department tree (the form's parent select) is loaded again, not only the table.
    await vi.waitFor(() => expect(treeLoads.length).toBeGreaterThan(before));
  });
});

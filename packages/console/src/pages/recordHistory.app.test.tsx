import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rowOf, setupConsoleScreens } from '../test/consoleScreens';
import { renderApp } from '../test/renderApp';
import { pressRowAction } from '../test/rowActions';

/**
 * Every kind of page of a defined resource's rows opens a row's 历史 (issue 42): the generic page
 * (../crud/FollowedTable), a page of its own (posts) and a tree page (departments, useForestPage).
 * The timeline names the change by the field's label in the form, with who, when, before and after.
 */
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const { store } = setupConsoleScreens(() => [
  import('./ResourcePage'),
  import('./system/Post/Post'),
  import('./system/Dept/Dept'),
]);

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
] as const;

describe("a row's 历史", () => {
  it.each(PAGES)('opens on $path with the change as the form labels it', async (page) => {
    const [resource, key, value] = page.row;
    const [field, label, before, after] = page.change;
    const record = store.table(resource).find((row) => row[key] === value) as { id: string };
    store.table('recordHistory').push({
      id: '91',
      resource,
      recordId: record.id,
      operation: 'update',
      userId: '1',
      userName: '张三',
      tenantId: '000000',
      createTime: '2026-11-29 10:01:00',
      changes: [{ field, before, after }],
      restoredFrom: '',
    });
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
});

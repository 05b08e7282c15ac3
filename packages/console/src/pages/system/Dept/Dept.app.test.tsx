import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rowOf, setupConsoleScreens } from '../../../test/consoleScreens';
import { renderApp } from '../../../test/renderApp';
import { pressRowAction } from '../../../test/rowActions';

/**
 * The tree pages (departments, menus, roles) keep a row's 历史 too (issue 42; ../common/useForestPage).
 */
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const { store } = setupConsoleScreens(() => [import('./Dept')]);

describe('the department tree', () => {
  it("opens a department's 历史 from its row", async () => {
    const branch = store.table('dept').find((row) => row.deptName === '常州布雷德') as { id: string };
    store.table('recordHistory').push({
      id: '93',
      resource: 'dept',
      recordId: branch.id,
      operation: 'update',
      userId: '1',
      userName: '王五',
      tenantId: '000000',
      createTime: '2026-11-30 11:00:00',
      changes: [{ field: 'fullName', before: '常州分公司', after: '常州布雷德物流有限公司' }],
      restoredFrom: '',
    });
    const user = userEvent.setup();
    renderApp('/system/dept');
    await screen.findByRole('table', { name: '机构管理' }, { timeout: 30_000 });
    await pressRowAction(user, await rowOf('常州布雷德'), '历史');
    const timeline = await screen.findByRole('list', { name: '修改历史' });
    expect(timeline).toHaveTextContent('王五 · 2026-11-30 11:00:00');
    const change = within(timeline).getByRole('row', { name: /机构全称/ });
    expect(
      within(change)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['常州分公司', '常州布雷德物流有限公司']);
  });
});

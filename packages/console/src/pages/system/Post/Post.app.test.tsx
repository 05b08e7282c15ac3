import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rowOf, setupConsoleScreens } from '../../../test/consoleScreens';
import { renderApp } from '../../../test/renderApp';
import { pressRowAction } from '../../../test/rowActions';

/**
 * A page of its own for a defined resource keeps what the generic page has (issue 42): a row's 历史
 * opens the record's history (../../../crud/useFollowedTable).
 */
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const { store } = setupConsoleScreens(() => [import('./Post')]);

describe('the post page', () => {
  it("opens a row's 历史 with the post's changes, labelled as the form labels them", async () => {
    const ceo = store.table('post').find((row) => row.postCode === 'ceo') as { id: string };
    store.table('recordHistory').push({
      id: '92',
      resource: 'post',
      recordId: ceo.id,
      operation: 'update',
      userId: '1',
      userName: '李四',
      tenantId: '000000',
      createTime: '2026-11-30 09:30:00',
      changes: [{ field: 'postName', before: '总经理', after: '首席执行官' }],
      restoredFrom: '',
    });
    const user = userEvent.setup();
    renderApp('/system/post');
    await screen.findByRole('table', { name: '岗位管理' }, { timeout: 30_000 });
    await pressRowAction(user, await rowOf('ceo'), '历史');
    const timeline = await screen.findByRole('list', { name: '修改历史' });
    expect(timeline).toHaveTextContent('李四 · 2026-11-30 09:30:00');
    const change = within(timeline).getByRole('row', { name: /岗位名称/ });
    expect(
      within(change)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['总经理', '首席执行官']);
  });
});

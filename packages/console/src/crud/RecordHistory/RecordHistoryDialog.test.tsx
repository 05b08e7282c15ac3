import type { Page, RecordHistory } from '@blade-console/blade-client';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerShellStrings } from '../../i18n/shell';
import { RecordHistoryDialog } from './RecordHistoryDialog';

beforeAll(() => registerShellStrings());
afterEach(cleanup);

const entry = (
  id: string,
  operation: RecordHistory['operation'],
  createTime: string,
  changes: RecordHistory['changes'],
) =>
  ({
    id,
    resource: 'param',
    recordId: '7',
    operation,
    userId: '1',
    userName: id === '3' ? '张三' : '管理员',
    tenantId: '000000',
    createTime,
    changes,
    restoredFrom: '',
  }) satisfies RecordHistory;

/** A parameter created, edited twice (the second time by 张三), newest first as the server pages it. */
const HISTORY = [
  entry('3', 'update', '2026-11-29 10:02:00', [{ field: 'paramValue', before: 'v2', after: 'v3' }]),
  entry('2', 'update', '2026-11-29 10:01:00', [
    { field: 'paramValue', before: 'v1', after: 'v2' },
    { field: 'remark', beforeHash: 'ab12', after: 'short again' },
  ]),
  entry('1', 'create', '2026-11-29 10:00:00', [{ field: 'paramValue', after: 'v1' }]),
];

function show(props: { onRestore?: (entry: RecordHistory) => Promise<unknown> } = {}) {
  const load = vi.fn(
    async (page: { current: number; size: number }): Promise<Page<RecordHistory>> => ({
      records: page.current === 1 ? HISTORY : [],
      total: HISTORY.length,
      size: page.size,
      current: page.current,
      pages: 1,
    }),
  );
  render(
    <RecordHistoryDialog
      open
      onOpenChange={() => {}}
      resource="param"
      recordName="站点名称"
      load={load}
      {...props}
    />,
  );
  return { load };
}

describe('RecordHistoryDialog', () => {
  it('shows each change with who, when, and the field’s label, value before and after', async () => {
    const { load } = show();
    const timeline = await screen.findByRole('list', { name: '修改历史' });
    expect(load).toHaveBeenCalledWith({ current: 1, size: 10 });
    expect(screen.getByRole('dialog', { name: '修改历史：站点名称' })).toBeInTheDocument();
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^(修改|新增)$/).textContent)).toEqual([
      '修改',
      '修改',
      '新增',
    ]);
    const latest = within(items[0]!);
    expect(latest.getByText('张三 · 2026-11-29 10:02:00')).toBeInTheDocument();
    // The field is named by its definition's label (参数键值), the values before and after beside it.
    const row = latest.getByRole('row', { name: /参数键值/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['v2', 'v3']);
    // A long earlier value was kept only as its hash; a new row had nothing before.
    const hashed = within(items[1]!).getByRole('row', { name: /备注/ });
    expect(hashed).toHaveTextContent('（内容过长，仅保存摘要）');
    expect(within(items[2]!).getByRole('row', { name: /参数键值/ })).toHaveTextContent('（空）v1');
    // No restore without the right to it.
    expect(screen.queryByRole('button', { name: '恢复此版本' })).toBeNull();
  });

  it('lets an administrator restore an earlier version after confirming, then shows the history again', async () => {
    const onRestore = vi.fn(async () => ({}));
    const { load } = show({ onRestore });
    await screen.findByRole('list', { name: '修改历史' });
    // The newest entry is the current version: only the earlier ones offer a restore.
    const buttons = screen.getAllByRole('button', { name: '恢复此版本' });
    expect(buttons).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(buttons[1]!);
    const question = await screen.findByRole('dialog', { name: '提示' });
    expect(question).toHaveTextContent('2026-11-29 10:00:00');
    expect(onRestore).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: '确定' }));
    await vi.waitFor(() => expect(onRestore).toHaveBeenCalledWith(HISTORY[2]));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('keeps the question open and shows the history again when the restore is refused', async () => {
    const onRestore = vi.fn(async () => {
      throw new Error('409');
    });
    const { load } = show({ onRestore });
    await screen.findByRole('list', { name: '修改历史' });
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: '恢复此版本' })[0]!);
    const question = await screen.findByRole('dialog', { name: '提示' });
    await user.click(within(question).getByRole('button', { name: '确定' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(onRestore).toHaveBeenCalledWith(HISTORY[1]);
    expect(screen.getByRole('dialog', { name: '提示' })).toBeInTheDocument();
  });

  it('says so when the record has no history yet', async () => {
    render(
      <RecordHistoryDialog
        open
        onOpenChange={() => {}}
        resource="param"
        load={async () => ({ records: [], total: 0, size: 10, current: 1, pages: 0 })}
      />,
    );
    expect(await screen.findByText('暂无修改历史')).toBeInTheDocument();
  });
});

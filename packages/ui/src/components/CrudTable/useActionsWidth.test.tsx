import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../../provider/UiProvider';
import type { CrudRowAction } from './actions';
import { actionButtonsWidth } from './headerWidth';
import { type ActionsWidthOptions, useActionsWidth } from './useActionsWidth';

type Row = { id: string; on: boolean };

const wrapper = ({ children }: { children: ReactNode }) => <UiProvider locale="zh">{children}</UiProvider>;
const builtIn = [{ label: '查看' }, { label: '编辑' }, { label: '删除' }];
/** The width the hook gives the actions column for these options. */
const widthOf = <T,>(options: ActionsWidthOptions<T>) =>
  renderHook(() => useActionsWidth<T>(options), { wrapper }).result.current;

describe('useActionsWidth', () => {
  it("holds a custom rowActions' own buttons, by their labels, after the built-in ones (系统字典)", () => {
    const options = {
      viewState: 'enabled',
      editState: 'enabled',
      deleteState: 'enabled',
      rowActions: () => null,
      records: [{ id: '1', on: true }],
    } as const;
    const width = widthOf<Row>({ ...options, customLabels: ['字典配置', '历史'] });
    expect(width).toBe(actionButtonsWidth([...builtIn, { label: '字典配置' }, { label: '历史' }]));
    // Longer labels (another language) make a wider column; without labels, only the built-in ones.
    expect(widthOf<Row>({ ...options, customLabels: ['Configure', 'History'] })).toBeGreaterThan(width);
    expect(widthOf<Row>(options)).toBe(actionButtonsWidth(builtIn));
  });

  it('sizes a label that follows the row by the widest it shows on the loaded rows', () => {
    const toggle: CrudRowAction<Row> = {
      key: 'toggle',
      label: (row) => (row.on ? '停用' : '重新启用'),
      onClick: () => {},
    };
    const records: Row[] = [
      { id: '1', on: true },
      { id: '2', on: false },
      { id: '3', on: true },
    ];
    const width = widthOf<Row>({
      viewState: 'hidden',
      editState: 'enabled',
      deleteState: 'hidden',
      rowActions: [toggle],
      records,
      inline: 2,
    });
    expect(width).toBe(actionButtonsWidth([{ label: '编辑' }, { label: '重新启用' }]));
  });

  it('measures what each row shows first, not the widest actions any row has (新闻动态)', () => {
    type News = { id: string; published: boolean };
    const sync: CrudRowAction<News> = {
      key: 'sync',
      label: '同步到公众号',
      visible: (row) => row.published,
      onClick: () => {},
    };
    const width = widthOf<News>({
      viewState: 'enabled',
      editState: 'enabled',
      deleteState: 'enabled',
      rowActions: [sync],
      records: [
        { id: '1', published: false },
        { id: '2', published: true },
      ],
    });
    // A draft: 查看 编辑 删除; a published article: 查看 编辑 更多 (删除 and the sync in the menu).
    const draft = actionButtonsWidth(builtIn);
    const published = actionButtonsWidth([builtIn[0]!, builtIn[1]!, { label: '更多', icon: true }]);
    expect(width).toBe(Math.max(draft, published));
    expect(width).toBeLessThan(
      actionButtonsWidth([{ label: '同步到公众号' }, builtIn[0]!, { label: '更多', icon: true }]),
    );
  });

  it('draws no action the person may not use', () => {
    const approve: CrudRowAction<Row> = {
      key: 'approve',
      label: '审核通过',
      permission: 'user_audit',
      onClick: () => {},
    };
    const width = (permission: Record<string, boolean>) =>
      widthOf<Row>({
        viewState: 'hidden',
        editState: 'enabled',
        deleteState: 'hidden',
        rowActions: [approve],
        permission,
        records: [{ id: '1', on: true }],
      });
    expect(width({})).toBe(actionButtonsWidth([{ label: '编辑' }]));
    expect(width({ user_audit: true })).toBe(actionButtonsWidth([{ label: '编辑' }, { label: '审核通过' }]));
  });

  it('leaves out an action no loaded row shows, and makes room (two and "更多") once one does', () => {
    const approve: CrudRowAction<Row> = {
      key: 'approve',
      label: '审核通过',
      visible: (row) => !row.on,
      onClick: () => {},
    };
    const width = (records: Row[]) =>
      widthOf<Row>({
        viewState: 'enabled',
        editState: 'enabled',
        deleteState: 'enabled',
        rowActions: [approve],
        records,
      });
    expect(width([{ id: '1', on: true }])).toBe(actionButtonsWidth(builtIn));
    expect(
      width([
        { id: '1', on: true },
        { id: '2', on: false },
      ]),
    ).toBe(
      Math.max(
        actionButtonsWidth(builtIn),
        actionButtonsWidth([builtIn[0]!, builtIn[1]!, { label: '更多', icon: true }]),
      ),
    );
  });

  it.each([
    ['fits two actions whole without a "更多" button', 'hidden', 2],
    ['keeps a third action a button by default: it takes the room "更多" would', 'enabled', 3],
  ] as const)('%s', (_, deleteState, shown) => {
    const width = widthOf<Row>({ viewState: 'enabled', editState: 'enabled', deleteState, records: [] });
    expect(width).toBe(actionButtonsWidth(builtIn.slice(0, shown)));
  });

  it('leaves out a declared action whose label is empty on every row', () => {
    const width = widthOf<Row>({
      viewState: 'hidden',
      editState: 'enabled',
      deleteState: 'hidden',
      rowActions: [{ key: 'none', label: () => '', onClick: () => {} }],
      records: [{ id: '1', on: true }],
    });
    expect(width).toBe(actionButtonsWidth([{ label: '编辑' }]));
  });
});

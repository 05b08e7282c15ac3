import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../../provider/UiProvider';
import type { CrudRowAction } from './actions';
import { actionButtonsWidth } from './headerWidth';
import { useActionsWidth } from './useActionsWidth';

type Row = { id: string; on: boolean };

const wrapper = ({ children }: { children: ReactNode }) => <UiProvider locale="zh">{children}</UiProvider>;
const builtIn = [{ label: '查看' }, { label: '编辑' }, { label: '删除' }];

describe('useActionsWidth', () => {
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
    const { result } = renderHook(
      () =>
        useActionsWidth<Row>({
          viewState: 'hidden',
          editState: 'enabled',
          deleteState: 'hidden',
          rowActions: [toggle],
          records,
          inline: 2,
        }),
      { wrapper },
    );
    expect(result.current).toBe(actionButtonsWidth([{ label: '编辑' }, { label: '重新启用' }]));
  });

  it('measures what each row shows first, not the widest actions any row has (新闻动态)', () => {
    type News = { id: string; published: boolean };
    const sync: CrudRowAction<News> = {
      key: 'sync',
      label: '同步到公众号',
      visible: (row) => row.published,
      onClick: () => {},
    };
    const { result } = renderHook(
      () =>
        useActionsWidth<News>({
          viewState: 'enabled',
          editState: 'enabled',
          deleteState: 'enabled',
          rowActions: [sync],
          records: [
            { id: '1', published: false },
            { id: '2', published: true },
          ],
        }),
      { wrapper },
    );
    // A draft: 查看 编辑 删除; a published article: 查看 编辑 更多 (删除 and the sync in the menu).
    const draft = actionButtonsWidth(builtIn);
    const published = actionButtonsWidth([builtIn[0]!, builtIn[1]!, { label: '更多', icon: true }]);
    expect(result.current).toBe(Math.max(draft, published));
    expect(result.current).toBeLessThan(
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
      renderHook(
        () =>
          useActionsWidth<Row>({
            viewState: 'hidden',
            editState: 'enabled',
            deleteState: 'hidden',
            rowActions: [approve],
            permission,
            records: [{ id: '1', on: true }],
          }),
        { wrapper },
      ).result.current;
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
      renderHook(
        () =>
          useActionsWidth<Row>({
            viewState: 'enabled',
            editState: 'enabled',
            deleteState: 'enabled',
            rowActions: [approve],
            records,
          }),
        { wrapper },
      ).result.current;
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

  it('fits two actions whole without a "更多" button', () => {
    const { result } = renderHook(
      () =>
        useActionsWidth<Row>({
          viewState: 'enabled',
          editState: 'enabled',
          deleteState: 'hidden',
          records: [],
        }),
      { wrapper },
    );
    expect(result.current).toBe(actionButtonsWidth(builtIn.slice(0, 2)));
  });

  it('keeps a third action a button by default: it takes the room "更多" would', () => {
    const { result } = renderHook(
      () =>
        useActionsWidth<Row>({
          viewState: 'enabled',
          editState: 'enabled',
          deleteState: 'enabled',
          records: [],
        }),
      { wrapper },
    );
    expect(result.current).toBe(actionButtonsWidth(builtIn.slice(0, 3)));
  });

  it('leaves out a declared action whose label is empty on every row', () => {
    const { result } = renderHook(
      () =>
        useActionsWidth<Row>({
          viewState: 'hidden',
          editState: 'enabled',
          deleteState: 'hidden',
          rowActions: [{ key: 'none', label: () => '', onClick: () => {} }],
          records: [{ id: '1', on: true }],
        }),
      { wrapper },
    );
    expect(result.current).toBe(actionButtonsWidth([{ label: '编辑' }]));
  });
});

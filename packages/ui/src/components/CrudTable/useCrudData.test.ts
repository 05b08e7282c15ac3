// @vitest-environment jsdom
// (hooks rendered into a document)
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type CrudRowAction, declaredActionState } from './actions';
import type { CrudQuery, Page } from './columns';
import { options, pageOf, type Row } from './fixtures/crudData';
import { useCrudData } from './useCrudData';

// The table passes a query that changes only with its content; so do these tests (one object each).
// When the first page is asked for and shown: useCrudData.firstPage.test.ts.
describe('useCrudData', () => {
  it('loads a page, reports it loaded, and loads again on refresh', async () => {
    const load = vi.fn(async () => pageOf([{ id: '1', name: 'a' }], 11));
    const onLoaded = vi.fn();
    const opts = options({ load, onLoaded });
    const { result } = renderHook(() => useCrudData(opts));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.records).toEqual([{ id: '1', name: 'a' }]);
    expect(result.current.total).toBe(11);
    expect(onLoaded).toHaveBeenCalledTimes(1);
    act(() => result.current.refresh());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('a quiet refresh shows no spinner and hands over the new rows instead of clearing the table', async () => {
    let rows = [
      { id: '1', name: 'a' },
      { id: '2', name: 'b' },
    ];
    const load = vi.fn(async () => pageOf(rows));
    const onLoaded = vi.fn();
    const onRefreshedQuietly = vi.fn();
    const opts = options({ load, onLoaded, onRefreshedQuietly });
    const { result } = renderHook(() => useCrudData(opts));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    // Someone removed row 2 and renamed row 1.
    rows = [{ id: '1', name: 'a2' }];
    act(() => result.current.refresh({ quiet: true }));
    expect(result.current.status).toBe('ready');
    await waitFor(() => expect(onRefreshedQuietly).toHaveBeenCalledWith(['1']));
    expect(result.current.records).toEqual([{ id: '1', name: 'a2' }]);
    expect(onLoaded).toHaveBeenCalledTimes(1);
    // A plain refresh after it is a plain one again.
    act(() => result.current.refresh());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(onLoaded).toHaveBeenCalledTimes(2));
  });

  it('a quiet refresh that comes while a plain one loads does what the plain one would have', async () => {
    const answers: ((page: ReturnType<typeof pageOf>) => void)[] = [];
    const load = vi.fn(() => new Promise<ReturnType<typeof pageOf>>((resolve) => answers.push(resolve)));
    const onLoaded = vi.fn();
    const onRefreshedQuietly = vi.fn();
    const opts = options({ load, onLoaded, onRefreshedQuietly });
    const { result } = renderHook(() => useCrudData(opts));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    act(() => answers[0]!(pageOf([{ id: '1', name: 'a' }])));
    await waitFor(() => expect(onLoaded).toHaveBeenCalledTimes(1));
    // The person's save reloads the table; the event of that save asks a quiet reload before the
    // first answers.
    act(() => result.current.refresh());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    act(() => result.current.refresh({ quiet: true }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    act(() => answers[2]!(pageOf([{ id: '1', name: 'a2' }])));
    await waitFor(() => expect(onLoaded).toHaveBeenCalledTimes(2));
    expect(onRefreshedQuietly).not.toHaveBeenCalled();
    expect(result.current.records).toEqual([{ id: '1', name: 'a2' }]);
  });

  it('a failed load is an error state and is reported', async () => {
    const error = new Error('网络异常');
    const onLoadError = vi.fn();
    const opts = options({ load: () => Promise.reject(error), onLoadError });
    const { result } = renderHook(() => useCrudData(opts));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.loadError).toBe(error);
    expect(onLoadError).toHaveBeenCalledWith(error);
  });

  it('an emptied last page asks for the last page that still has records', async () => {
    const onPageGone = vi.fn();
    const query: CrudQuery = { current: 3, size: 10 };
    const opts = options({ load: async () => pageOf([], 15), query, onPageGone });
    renderHook(() => useCrudData(opts));
    await waitFor(() => expect(onPageGone).toHaveBeenCalledWith(2));
  });

  it('client rows are filtered and paged locally, without a load', () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: String(i), name: i % 2 ? 'odd' : 'even' }));
    const opts = options({ rows, query: { current: 2, size: 10, name: 'odd' } });
    const { result } = renderHook(() => useCrudData(opts));
    expect(result.current.status).toBe('ready');
    expect(result.current.total).toBe(12);
    expect(result.current.records.map((r) => r.id)).toEqual(['21', '23']);
  });

  it('tree rows: own children, or a flag saying they are still to load', () => {
    const rows = [
      { id: '1', name: 'a', children: [{ id: '2', name: 'b' }] },
      { id: '3', name: 'c', hasChildren: true },
      { id: '4', name: 'd' },
    ] as Row[];
    const opts = options({ rows, tree: {} });
    const { result } = renderHook(() => useCrudData(opts));
    const [own, lazy, leaf] = rows as [Row, Row, Row];
    expect(result.current.childrenOf(own)).toHaveLength(1);
    expect(result.current.canExpand(own)).toBe(true);
    expect(result.current.canExpand(lazy)).toBe(true);
    expect(result.current.canExpand(leaf)).toBe(false);
  });

  it('a row opened while a reload is on its way stays open with its children; one opened before closes', async () => {
    const province = { id: '32', name: '江苏省', hasChildren: true } as Row;
    const other = { id: '11', name: '北京市', hasChildren: true } as Row;
    let answer: (page: Page<Row>) => void = () => undefined;
    const load = vi.fn(() => new Promise<Page<Row>>((resolve) => (answer = resolve)));
    const onLoaded = vi.fn();
    const loadChildren = vi.fn(async (row: Row) => [{ id: `${row.id}01`, name: '新市' }]);
    const opts = options({ load, onLoaded, tree: { loadChildren }, paginate: false });
    const { result } = renderHook(() => useCrudData(opts));
    const open = (row: Row) =>
      act(() =>
        result.current.toggleRow({
          id: row.id,
          original: row,
          getIsExpanded: () => false,
          toggleExpanded: vi.fn(),
        } as never),
      );
    await act(async () => answer(pageOf([province, other])));
    await open(other);
    expect(result.current.childrenOf(other)).toHaveLength(1);

    // The refresh after an import: the province is opened before the new page arrives.
    act(() => result.current.refresh());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await open(province);
    await act(async () => answer(pageOf([province, other])));
    expect(onLoaded).toHaveBeenLastCalledWith(['32']);
    expect(result.current.childrenOf(province)).toEqual([{ id: '3201', name: '新市' }]);
    expect(result.current.childrenOf(other)).toBeUndefined();
  });
});

describe('declared actions', () => {
  const enable: CrudRowAction<Row> = {
    key: 'enable',
    label: 'enable',
    permission: 'oss_enable',
    visible: (row) => row.name !== 'hidden',
    disabled: (row) => row.status === 2,
    onClick: () => undefined,
  };

  it('are hidden without their button code, and follow visible / disabled', () => {
    const row: Row = { id: '1', name: 'a', status: 1 };
    expect(declaredActionState(enable, row, { oss_enable: true })).toBe('enabled');
    expect(declaredActionState(enable, row, { oss_add: true })).toBe('hidden');
    expect(declaredActionState(enable, { ...row, name: 'hidden' }, { oss_enable: true })).toBe('hidden');
    expect(declaredActionState(enable, { ...row, status: 2 }, { oss_enable: true })).toBe('disabled');
  });

  it('like the built-in ones, show when the table has no permission map', () => {
    expect(declaredActionState(enable, { id: '1', name: 'a' }, undefined)).toBe('enabled');
  });
});

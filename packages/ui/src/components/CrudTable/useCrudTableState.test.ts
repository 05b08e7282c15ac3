// @vitest-environment jsdom
// (hooks rendered into a document)
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CrudQuery } from './columns';
import { useCrudTableState } from './useCrudTableState';

type Row = { id: string };

describe('useCrudTableState: the query', () => {
  it('starts on page 1 with 10 rows, or with the default query', () => {
    expect(renderHook(() => useCrudTableState<Row>()).result.current.query).toEqual({ current: 1, size: 10 });
    const { result } = renderHook(() =>
      useCrudTableState<Row>({ defaultQuery: { size: 30, paramKey: 'a' } }),
    );
    expect(result.current.query).toEqual({ current: 1, size: 30, paramKey: 'a' });
  });

  it('a search goes back to page 1 and keeps the page size and sorting, but not old filters', () => {
    const { result } = renderHook(() =>
      useCrudTableState<Row>({ defaultQuery: { current: 3, size: 30, ascs: 'param_key', paramName: 'old' } }),
    );
    act(() => result.current.search({ paramKey: 'account' }));
    expect(result.current.query).toEqual({ current: 1, size: 30, ascs: 'param_key', paramKey: 'account' });
    act(() => result.current.resetSearch());
    expect(result.current.query).toEqual({ current: 1, size: 30, ascs: 'param_key' });
  });

  it('pages keep the filters; sorting writes snake_case ascs/descs', () => {
    const { result } = renderHook(() => useCrudTableState<Row>({ defaultQuery: { paramName: 'x' } }));
    act(() => result.current.goToPage(2, 50));
    expect(result.current.query).toEqual({ current: 2, size: 50, paramName: 'x' });
    act(() => result.current.sortBy([{ field: 'createTime', desc: true }]));
    expect(result.current.query).toMatchObject({ descs: 'create_time', paramName: 'x' });
    expect(result.current.query.ascs).toBeUndefined();
  });

  it('drops empty filters, so the serialised key changes only with the content', () => {
    const { result } = renderHook(() => useCrudTableState<Row>());
    const before = result.current.stableQuery;
    act(() => result.current.search({ paramName: '' }));
    expect(result.current.query).toEqual({ current: 1, size: 10 });
    expect(result.current.stableQuery).toBe(before);
  });

  it('a controlled query is only reported: what shows is what the page passes back', () => {
    const onQueryChange = vi.fn();
    const { result, rerender } = renderHook(
      (props: { query: CrudQuery }) => useCrudTableState<Row>({ query: props.query, onQueryChange }),
      { initialProps: { query: { current: 2, size: 10 } } },
    );
    act(() => result.current.goToPage(3, 10));
    expect(onQueryChange).toHaveBeenLastCalledWith({ current: 3, size: 10 });
    expect(result.current.query).toEqual({ current: 2, size: 10 });
    rerender({ query: { current: 3, size: 10 } });
    expect(result.current.query).toEqual({ current: 3, size: 10 });
  });
});

describe('useCrudTableState: density, selection and dialogs', () => {
  it('density is kept and reported, unless the page controls it', () => {
    const onDensityChange = vi.fn();
    const { result } = renderHook(() => useCrudTableState<Row>({ defaultDensity: 'loose', onDensityChange }));
    expect(result.current.density).toBe('loose');
    act(() => result.current.setDensity('compact'));
    expect(result.current.density).toBe('compact');
    expect(onDensityChange).toHaveBeenCalledWith('compact');
    const controlled = renderHook(() => useCrudTableState<Row>({ density: 'default' }));
    act(() => controlled.result.current.setDensity('compact'));
    expect(controlled.result.current.density).toBe('default');
  });

  it('a new page clears the selection and resets expansions (all open when asked)', () => {
    const { result } = renderHook(() => useCrudTableState<Row>());
    act(() => {
      result.current.setRowSelection({ a: true });
      result.current.setExpanded({ a: true });
    });
    act(() => result.current.resetRows(false));
    expect(result.current.rowSelection).toEqual({});
    expect(result.current.expanded).toEqual({});
    act(() => result.current.resetRows(true));
    expect(result.current.expanded).toBe(true);
  });

  it('a loaded detail replaces the row only while the dialog still shows that row', () => {
    const { result } = renderHook(() => useCrudTableState<Row>());
    const first = { id: '1' };
    const second = { id: '2' };
    act(() => result.current.showForm('edit', first));
    expect(result.current.form).toEqual({ mode: 'edit', row: first, open: true });
    act(() => result.current.showForm('view', second));
    // The detail of the first row arrives late: ignored.
    act(() => result.current.showDetail(first, { id: '1-detail' }));
    expect(result.current.form.row).toBe(second);
    act(() => result.current.showDetail(second, { id: '2-detail' }));
    expect(result.current.form.row).toEqual({ id: '2-detail' });
    act(() => result.current.setFormOpen(false));
    expect(result.current.form).toMatchObject({ open: false, mode: 'view' });
  });
});

import { createRow, getMemoOptions, memo, type Row, type RowModel, type Table } from '@tanstack/react-table';

/** An array index written as a property key ('12'), or -1. */
function indexOf(key: string | symbol, length: number): number {
  if (typeof key !== 'string') return -1;
  const index = Number(key);
  return Number.isInteger(index) && index >= 0 && index < length && String(index) === key ? index : -1;
}

/**
 * The row model of a flat list (no sub-rows) whose rows are made when first read. TanStack's
 * getCoreRowModel makes every row up front, each with some forty closures of its features: a third
 * of a second at 10,000 rows, mostly allocation and garbage collection. The virtualised body reads
 * only the rows in its window, so only those are made. Reading every row (a select-all through
 * TanStack, an export) still works: it makes them all then, once per data array.
 */
export function getFlatRowModel<T>(): (table: Table<T>) => () => RowModel<T> {
  return (table) =>
    memo(
      () => [table.options.data],
      (data) => lazyRowModel(table, data),
      getMemoOptions(table.options, 'debugTable', 'getRowModel', () => table._autoResetPageIndex()),
    );
}

function lazyRowModel<T>(table: Table<T>, data: T[]): RowModel<T> {
  const made: Row<T>[] = new Array(data.length);
  const rowAt = (index: number): Row<T> => {
    let row = made[index];
    if (!row) {
      const original = data[index] as T;
      row = createRow(table, table._getRowId(original, index), original, index, 0);
      made[index] = row;
    }
    return row;
  };
  // Array methods called on the proxy (map, filter, some…) read each index through `get` and ask
  // `has` first, so they see every row even though the array behind it has holes.
  const rows = new Proxy(made, {
    get(target, key, receiver) {
      const index = indexOf(key, data.length);
      return index >= 0 ? rowAt(index) : Reflect.get(target, key, receiver);
    },
    has(target, key) {
      return indexOf(key, data.length) >= 0 || Reflect.has(target, key);
    },
  });
  // Looking a row up by id (toggling one row's selection) indexes the ids on first use.
  let indexById: Map<string, number> | null = null;
  const findRow = (id: string | symbol): Row<T> | undefined => {
    if (typeof id !== 'string') return undefined;
    if (!indexById) {
      indexById = new Map();
      for (let i = 0; i < data.length; i++) indexById.set(made[i]?.id ?? table._getRowId(data[i] as T, i), i);
    }
    const index = indexById.get(id);
    return index === undefined ? undefined : rowAt(index);
  };
  const rowsById = new Proxy({} as Record<string, Row<T>>, {
    get: (_target, key) => findRow(key),
    has: (_target, key) => findRow(key) !== undefined,
  });
  return { rows, flatRows: rows, rowsById };
}

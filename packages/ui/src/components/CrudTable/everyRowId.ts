/** The ids of `records` and of their children at every depth (a tree's rows, open or folded). */
export function everyRowId<T>(
  records: readonly T[],
  idOf: (row: T) => string,
  childrenOf: (row: T) => T[] | undefined,
): string[] {
  const ids: string[] = [];
  const walk = (rows: readonly T[]) => {
    for (const row of rows) {
      ids.push(idOf(row));
      walk(childrenOf(row) ?? []);
    }
  };
  walk(records);
  return ids;
}

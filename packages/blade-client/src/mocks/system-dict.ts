import { buildForest, filterRows, type MockRow, ok, paginate, toTree } from './respond';
import type { MockRoutes } from './routes';
import type { MockStore } from './store';

const S = '/blade-system';

/** The dictionaries: system (`dict`) and business (`dictBiz`) share the handlers. */
export function dictHandlers({ get, crud }: MockRoutes, store: MockStore): void {
  // Dictionaries: system and business share the handlers.
  for (const [path, table] of [
    [`${S}/dict`, 'dict'],
    [`${S}/dict-biz`, 'dictBiz'],
  ] as const) {
    crud(path, table, { list: 'forest' });
    get(`${path}/parent-list`, ({ query }) =>
      ok(
        paginate(
          filterRows(store.table(table), query).filter((row) => row.parentId === '0'),
          query,
        ),
      ),
    );
    get(`${path}/child-list`, ({ query }) => {
      const parentId = query.get('parentId') ?? '';
      const rows = store.table(table);
      const descendants = (id: string): MockRow[] =>
        rows.filter((row) => row.parentId === id).flatMap((row) => [row, ...descendants(row.id)]);
      return ok(paginate(buildForest(filterRows(descendants(parentId), query, ['parentId'])), query));
    });
    get(`${path}/tree`, () => ok(toTree(store.table(table), 'dictValue')));
    get(`${path}/dictionary`, ({ query }) =>
      ok(store.table(table).filter((row) => row.code === query.get('code') && row.parentId !== '0')),
    );
  }
}

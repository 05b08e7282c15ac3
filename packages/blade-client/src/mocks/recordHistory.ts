import { fail, ok, paginate } from './respond';
import type { MockRoutes } from './routes';
import type { MockStore } from './store';

/**
 * Record history (issue 42) as the server answers it, over the `recordHistory` table of the store
 * (empty unless a story or test puts rows there): one record's rows, newest first. The mocks keep
 * no history of their own writes, so a restore names a row they do not have.
 */
export function recordHistoryHandlers({ get, post }: MockRoutes, store: MockStore): void {
  const H = '/blade-system/record-history';
  get(`${H}/list`, ({ query }) => {
    const rows = store
      .table('recordHistory')
      .filter(
        (row) => row.resource === query.get('resource') && String(row.recordId) === query.get('recordId'),
      )
      .sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)));
    return ok(paginate(rows, query));
  });
  post(`${H}/restore`, () => fail('历史记录不存在或已被删除'));
}

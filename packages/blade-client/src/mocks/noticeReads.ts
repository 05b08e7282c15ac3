import { now, ok, paginate } from './respond';
import { csv, type MockRoutes } from './routes';
import type { MockStore } from './store';

/**
 * The bell's notice calls (`/blade-desk/notice/unread-list|read|read-all`), as the server answers
 * them for the one signed-in person of the mocks: published notices (a release time that has come)
 * not yet read, newest first, without their content. Read marks live in the `noticeRead` table.
 */
export function noticeReadHandlers({ get, post }: MockRoutes, store: MockStore): void {
  const D = '/blade-desk/notice';
  const read = () => new Set(store.table('noticeRead').map((row) => String(row.noticeId)));
  const published = () =>
    store.table('notice').filter((row) => row.releaseTime && String(row.releaseTime) <= now());
  const mark = (ids: readonly string[]) => {
    const done = read();
    for (const id of ids)
      if (!done.has(id))
        store.table('noticeRead').push({ id: store.nextId(), noticeId: id, readTime: now() });
  };

  get(`${D}/unread-list`, ({ query }) => {
    const done = read();
    const rows = published()
      .filter((row) => !done.has(String(row.id)))
      .sort((a, b) => String(b.releaseTime).localeCompare(String(a.releaseTime)))
      .map(({ content: _content, ...row }) => row);
    return ok(paginate(rows, query));
  });
  post(`${D}/read`, ({ query }) => {
    const ids = new Set(csv(query.get('ids')));
    mark(
      published()
        .map((row) => String(row.id))
        .filter((id) => ids.has(id)),
    );
    return ok({});
  });
  post(`${D}/read-all`, () => {
    mark(published().map((row) => String(row.id)));
    return ok({});
  });
}

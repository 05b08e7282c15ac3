import type { Page } from '@blade-console/blade-client/types';
import { authed, dataOf, type TestServer } from '../helpers';

/**
 * A file's calls to one resource under `base` (`/api/blade-desk/notice`), signed as the file's
 * administrator unless `as` names another token: its page of rows, one row, and a POST to one of
 * its paths (`submit`, `remove?ids=…`). Read lazily, so it may be declared at the file's top level.
 */
export function resourceCalls<Row>(signedIn: { server: TestServer; token: string }, base: string) {
  const post = (path: string, payload?: Record<string, unknown>, as = signedIn.token) =>
    authed(signedIn.server.app, as, {
      method: 'POST',
      url: `${base}/${path}`,
      ...(payload ? { payload } : {}),
    });
  return {
    list: (query = '', as = signedIn.token) =>
      dataOf<Page<Row>>(authed(signedIn.server.app, as, { url: `${base}/list${query}` })),
    detail: (id: string, as = signedIn.token) =>
      dataOf<Row>(authed(signedIn.server.app, as, { url: `${base}/detail?id=${id}` })),
    post,
    submit: (payload: Record<string, unknown>, as = signedIn.token) => post('submit', payload, as),
  };
}

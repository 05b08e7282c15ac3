import { describe, expect, it } from 'vitest';
import { MAX_ID } from '../src/db/ids';
import { authed, signIn, startSignedIn } from './helpers';
import { type FuzzRoute, routesOf } from './support/fuzz';
import { serverForFile } from './support/server-for-file';

/**
 * Issue 37: "No 5xx from a number". Every documented route that takes an id (`id`, `ids`, `…Id`,
 * `…Ids`, in the query or the body) is called with ids one past the largest `bigint` and with a
 * JSON number too large for a double (`1e400`, which parses as Infinity): each answers 400 with the
 * envelope, never a 5xx.
 */
const started = serverForFile(startSignedIn);

const BEYOND = String(MAX_ID + 1n);
/** Snowflake ids by name; a tenant id is a six-digit code, not one of them. */
const isIdField = (field: string) => /^(id|ids|[a-z]+Ids?)$/.test(field) && field !== 'tenantId';

function withIds(route: FuzzRoute): { query: string[]; body: string[] } {
  return {
    query: route.queryFields.filter(isIdField),
    body: route.bodyFields.filter(isIdField),
  };
}

describe('ids out of range (issue 37)', () => {
  it('answer 400 with the envelope on every route that takes one, never a 5xx', async () => {
    const { server } = started;
    const routes = routesOf(server.app.swagger() as never).filter((route) => {
      const ids = withIds(route);
      return !route.path.includes('{') && (ids.query.length > 0 || ids.body.length > 0);
    });
    expect(routes.length).toBeGreaterThan(60);
    let token = started.token;
    const failures: string[] = [];
    for (const route of routes) {
      const { query, body } = withIds(route);
      const search = new URLSearchParams(query.map((field): [string, string] => [field, BEYOND])).toString();
      const url = `${route.path}${search ? `?${search}` : ''}`;
      const payloads =
        route.method === 'GET' || body.length === 0
          ? [undefined]
          : [
              JSON.stringify(Object.fromEntries(body.map((field) => [field, BEYOND]))),
              // Written by hand: JSON.stringify would turn the number into null.
              `{${body.map((field) => `"${field}":1e400`).join(',')}}`,
            ];
      for (const payload of payloads) {
        const response = await authed(server.app, token, {
          method: route.method as 'GET' | 'POST',
          url,
          ...(payload ? { payload, headers: { 'content-type': 'application/json' } } : {}),
        });
        if (response.statusCode === 401) {
          // A route that ends the session on the way (none should with a bad id): sign in again.
          token = (await signIn(server.app)).access_token;
        }
        const line = `${route.method} ${url} ${payload ?? ''} → ${response.statusCode} ${response.body.slice(0, 160)}`;
        if (response.statusCode >= 500) failures.push(line);
        else if (query.length > 0 || payload) {
          // Some routes read their ids after other required fields: a 400 for those is as good.
          if (response.statusCode !== 400 && response.statusCode !== 404) failures.push(line);
          else if (response.json<{ success?: boolean }>().success !== false) failures.push(line);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('names the field whose id is out of range', async () => {
    const { server, token } = started;
    const detail = await authed(server.app, token, { url: `/api/blade-system/param/detail?id=${BEYOND}` });
    expect(detail.statusCode).toBe(400);
    expect(detail.json()).toMatchObject({ code: 400, success: false, msg: '参数 id 格式不正确' });
    const probe = await authed(server.app, token, {
      method: 'POST',
      url: '/api/blade-resource/oss/test-connection',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":1e400}',
    });
    expect(probe.statusCode, probe.body).toBe(400);
    // The public API too (the page, /newsItem, answers 404: site-ssr.test.ts).
    const article = await server.app.inject({ url: `/api/blade-website/public/news/detail?id=${BEYOND}` });
    expect(article.statusCode).toBe(400);
    expect(article.json()).toMatchObject({ code: 400, msg: '新闻编号的格式不正确' });
  });
});

import type { LogApi, Page } from '@blade-console/blade-client/types';
import { describe, expect, it } from 'vitest';
import { LINK_ROUTE } from '../src/http/download-links';
import { authed, dataOf } from './helpers';
import { signedLink } from './support/download-link';
import { signedInServerForFile } from './support/server-for-file';

const signedIn = signedInServerForFile();

/**
 * A route's `schema.summary` is the title of its calls in the API log (`blade_log_api.title`,
 * /monitor/log/api): a short Chinese name as BladeX's `@ApiOperation` gives, so the log reads in one
 * language; the longer English explanation goes to `schema.description`, for the API docs.
 */
const CJK = /[\u4e00-\u9fff]/;

/** `/api/docs` itself: the docs plugin's own routes, hidden from the docs it serves. */
const DOCS_UI = /^\/api\/docs(\/|$)/;

/**
 * The /api routes registered before the docs plugin (http/download-links.ts, in app.ts), so absent
 * from `/api/docs/json`: their titles are checked in the API log instead (the last test).
 */
const REGISTERED_BEFORE_THE_DOCS = [`post ${LINK_ROUTE}`];

interface OpenApiOperation {
  summary?: string;
}

/** `printRoutes()` as `method path` lines, paths in OpenAPI's form (`{name}` for `:name`), HEADs left out. */
function routesOf(printed: string): string[] {
  const routes: string[] = [];
  // The full path of the node last seen at each depth: a child line holds only what it adds.
  const parents: string[] = [];
  for (const line of printed.split('\n')) {
    const node = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = (node[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (node[2] ?? '');
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (node[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push(`${method.toLowerCase()} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return routes;
}

async function documentedSummaries(): Promise<Map<string, string | undefined>> {
  const response = await signedIn.server.app.inject({ url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const paths: Record<string, Record<string, OpenApiOperation>> = response.json().paths;
  const summaries = new Map<string, string | undefined>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      summaries.set(`${method} ${path}`, operation.summary);
    }
  }
  return summaries;
}

describe('route summaries', () => {
  it('are Chinese on every /api route that has one (they title the API log)', async () => {
    const summaries = await documentedSummaries();
    const offenders: string[] = [];
    let summarized = 0;
    for (const [route, summary] of summaries) {
      if (!route.split(' ')[1]?.startsWith('/api/') || summary === undefined) continue;
      summarized++;
      if (!CJK.test(summary)) offenders.push(`${route}: ${summary}`);
    }
    expect(summarized).toBeGreaterThan(200);
    expect(offenders, `summaries without a Chinese character:\n${offenders.join('\n')}`).toEqual([]);
  });

  it('are all in the API docs, but for the routes registered before them', async () => {
    const summaries = await documentedSummaries();
    const registered = routesOf(signedIn.server.app.printRoutes({ commonPrefix: false }));
    expect(registered).toContain('get /api/blade-system/role/tree-by-id');
    expect(registered).toContain('get /api/blade-resource/oss/endpoint/file/{name}');
    const undocumented = registered.filter(
      (route) => route.split(' ')[1]?.startsWith('/api/') && !DOCS_UI.test(route.split(' ')[1] ?? ''),
    );
    expect(undocumented.filter((route) => !summaries.has(route))).toEqual(REGISTERED_BEFORE_THE_DOCS);
  });

  it('titles the API log of a route missing from the docs in Chinese too', async () => {
    const { app } = signedIn.server;
    await signedLink(app, signedIn.token, '/api/blade-user/export-template');
    await app.bladeLogs.flush();
    const page = await dataOf<Page<LogApi>>(
      authed(app, signedIn.token, { url: `/api/blade-log/api/list?requestUri=${LINK_ROUTE}&size=100` }),
    );
    const titles = page.records.filter((r) => r.requestUri === LINK_ROUTE).map((r) => r.title ?? '');
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((title) => !CJK.test(title))).toEqual([]);
  });
});

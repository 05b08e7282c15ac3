import { nextId } from '../src/db/ids';
import { bladeNews, bladeTenant } from '../src/db/schema';
import type { TestServer } from './helpers';

/** A tenant whose site is served at `domain` (the public reads pick it by the request's host). */
export async function createSiteTenant(server: TestServer, tenantId: string, domain: string): Promise<void> {
  await server.database.db
    .insert(bladeTenant)
    .values({ id: nextId(), tenantId, tenantName: `租户${tenantId}`, domain })
    .onConflictDoNothing();
}

/** Stores an article directly (as any writer could have), answering its id. */
export async function insertNews(
  server: TestServer,
  news: {
    title: string;
    content: string;
    lang?: string;
    publishStatus?: number;
    tenantId?: string;
    summary?: string;
    cover?: string;
    category?: number;
    publishTime?: Date;
  },
): Promise<string> {
  const id = nextId();
  await server.database.db.insert(bladeNews).values({
    id,
    tenantId: news.tenantId ?? '000000',
    lang: news.lang ?? 'zh',
    title: news.title,
    category: news.category ?? 1,
    cover: news.cover ?? '',
    summary: news.summary ?? '',
    content: news.content,
    author: '测试',
    publishStatus: news.publishStatus ?? 2,
    publishTime: news.publishTime ?? new Date(2020, 0, 1, 9, 0, 0),
    syncStatus: 1,
    syncMessage: 'secret-sync-message',
    createUser: 1n,
    createTime: new Date(),
  });
  return String(id);
}

/**
 * Stored XSS payloads of the OWASP XSS filter evasion cheat sheet: script elements, event handlers,
 * `javascript:` links, SVG and frames. None may run on the site.
 */
export const XSS_PAYLOADS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<a href="javascript:window.__xss=3">click</a>',
  '<svg onload="window.__xss=4"><circle r="1"/></svg>',
  '<iframe src="javascript:window.__xss=5"></iframe>',
  '<body onload="window.__xss=6">',
  '<div style="background:url(javascript:window.__xss=7)">styled</div>',
  '<IMG SRC=JaVaScRiPt:window.__xss=8>',
  '<a href="&#106;avascript:window.__xss=9">encoded</a>',
  '"><script>window.__xss=10</script>',
  '</script><script>window.__xss=11</script>',
] as const;

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { nextId } from '../src/db/ids';
import { bladeNews, bladeTenant } from '../src/db/schema';
import type { SiteRenderer } from '../src/http/site-ssr';
import { serverPackageRoot } from '../src/paths';
import { startTestServer, type TestServer } from './helpers';

/** A server app that renders the public site, beside the test server whose database it shares. */
export interface SiteApp {
  server: TestServer;
  app: FastifyInstance;
  /** The site's `entry-server.tsx` loaded from source (the built bundle is the same code). */
  renderer: SiteRenderer;
  close(): Promise<void>;
}

/**
 * Starts a test server and a second app on its database with the site's renderer, its template
 * (`packages/site/index.html`) and a small built-assets folder (`/site-app/assets/entry-abc123.js`
 * with its `.br`, `/site-app/favicon.svg`).
 */
export async function startSiteApp(): Promise<SiteApp> {
  const siteRoot = path.resolve(serverPackageRoot, '..', 'site');
  // A variable path: the server's type check does not follow it into the site's sources.
  const entry = path.join(siteRoot, 'src', 'entry-server.tsx');
  const renderer = (await import(/* @vite-ignore */ entry)) as SiteRenderer;
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'blade-site-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'entry-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(clientDir, 'assets', 'entry-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg/>');
  const template = readFileSync(path.join(siteRoot, 'index.html'), 'utf8');
  const server = await startTestServer();
  // The test server is built without a site; a second app with the renderer shares its database.
  const { buildApp } = await import('../src/app');
  const app = await buildApp({
    database: server.database,
    logger: false,
    site: { renderer, template, clientDir },
    config: {
      captcha: false,
      jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
      dataDir: clientDir,
      databaseUrl: undefined,
      staticDir: path.join(clientDir, 'no-console'),
      regionSeed: 'sample',
    },
  });
  return {
    server,
    app,
    renderer,
    async close() {
      await app.close();
      await server.close();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

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

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPackageRoot } from '../src/paths';
import { authed, startSignedIn, type TestServer } from './helpers';

/*
 * The built console served as a production web server would (issue 17): each text file as the
 * brotli or gzip copy the build made (the real `scripts/precompress.mjs` runs over a small build
 * here), hashed assets immutable, the HTML revalidated with an ETag; API answers compressed
 * when they are big enough to gain from it.
 */

type Precompress = (dir: string, skip?: string[]) => unknown;

const ENTRY = 'assets/index-abc123.js';
const STYLESHEET = 'assets/index-def456.css';
// An image the bundle imports (hashed, like assets/bpmn-*.svg) and data fetched at run time.
const ICONS = 'assets/icons-ghi789.svg';
const MANIFEST = 'manifest.json';
// Under precompress's 256-byte floor, like favicon.svg: no copies are made, so it goes as it is.
const TINY_SVG = 'favicon.svg';
// Big enough to be worth compressing, like real output.
const script = `${'export function greet(name) { return "hello " + name; }\n'.repeat(200)}`;
const stylesheet = `${'.form { display: grid; gap: 8px; color: var(--color-text); }\n'.repeat(200)}`;
const icons = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${'<path d="M4 4h16v16H4z" fill="currentColor"/>'.repeat(60)}</svg>`;
const manifest = JSON.stringify({
  name: 'Blade Console',
  icons: Array.from({ length: 40 }, (_, i) => ({
    src: `/icons/${i}.png`,
    sizes: '192x192',
    type: 'image/png',
  })),
});
const tinySvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>';
const html = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${'<div class="x"></div>'.repeat(100)}</body></html>`;

let server: TestServer;
let token: string;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'blade-console-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, ENTRY), script);
  writeFileSync(path.join(dir, STYLESHEET), stylesheet);
  writeFileSync(path.join(dir, ICONS), icons);
  writeFileSync(path.join(dir, MANIFEST), manifest);
  writeFileSync(path.join(dir, TINY_SVG), tinySvg);
  writeFileSync(path.join(dir, 'index.html'), html('console'));
  writeFileSync(path.join(dir, 'login.html'), html('login, painted'));
  // A variable path: the server's type check does not follow it into the repository's scripts.
  const script_ = path.resolve(serverPackageRoot, '..', '..', 'scripts', 'precompress.mjs');
  const { precompress } = (await import(/* @vite-ignore */ script_)) as { precompress: Precompress };
  precompress(dir);
  ({ server, token } = await startSignedIn({ staticDir: dir }));
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

/** The body as the browser reads it, whatever the encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
}

const files = [
  { url: `/${ENTRY}`, file: ENTRY, type: /^application\/javascript/ },
  { url: `/${STYLESHEET}`, file: STYLESHEET, type: /^text\/css/ },
  { url: `/${ICONS}`, file: ICONS, type: /^image\/svg\+xml/ },
  { url: `/${MANIFEST}`, file: MANIFEST, type: /^application\/json/ },
  { url: '/login', file: 'login.html', type: /^text\/html/ },
  { url: '/wel/index', file: 'index.html', type: /^text\/html/ },
];

describe('the built console', () => {
  it.each(files)(
    'sends $url compressed as the browser accepts, with its type, length and Vary',
    async ({ url, file, type }) => {
      const original = readFileSync(path.join(dir, file), 'utf8');
      for (const [accept, expected] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
        [undefined, undefined],
      ] as const) {
        const response = await get(url, accept === undefined ? {} : { 'accept-encoding': accept });
        expect(response.statusCode, `${url} ${accept}`).toBe(200);
        expect(response.headers['content-encoding'], `${url} ${accept}`).toBe(expected);
        expect(response.headers['content-type'], `${url} ${accept}`).toMatch(type);
        expect(Number(response.headers['content-length']), `${url} ${accept}`).toBe(
          response.rawPayload.length,
        );
        expect(String(response.headers.vary).toLowerCase(), `${url} ${accept}`).toContain('accept-encoding');
        expect(decoded(response), `${url} ${accept}`).toBe(original);
        if (expected) expect(response.rawPayload.length).toBeLessThan(original.length / 3);
      }
    },
  );

  it('sends a file too small to gain from compression as it is, whatever the browser accepts', async () => {
    for (const accept of ['gzip, deflate, br, zstd', 'gzip', 'identity']) {
      const response = await get(`/${TINY_SVG}`, { 'accept-encoding': accept });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBeUndefined();
      expect(response.headers['content-type'], accept).toMatch(/^image\/svg\+xml/);
      expect(response.body, accept).toBe(tinySvg);
    }
  });

  it('caches hashed assets for a year and has the HTML and unhashed files revalidated', async () => {
    for (const file of [ENTRY, STYLESHEET, ICONS]) {
      const response = await get(`/${file}`, { 'accept-encoding': 'br' });
      expect(response.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
    }
    for (const file of [MANIFEST, TINY_SVG]) {
      const response = await get(`/${file}`, { 'accept-encoding': 'br' });
      expect(response.headers['cache-control'], file).toBe('no-cache');
    }
    for (const url of ['/login', '/wel/index']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.etag, url).toBeTruthy();
    }
  });

  it('answers a repeated HTML request carrying its ETag with a 304 and no body', async () => {
    for (const url of ['/login', '/wel/index']) {
      for (const accept of ['br', 'gzip', 'identity']) {
        const first = await get(url, { 'accept-encoding': accept });
        const etag = String(first.headers.etag);
        const again = await get(url, { 'accept-encoding': accept, 'if-none-match': etag });
        expect(again.statusCode, `${url} ${accept}`).toBe(304);
        expect(again.rawPayload.length).toBe(0);
        // Another copy's tag (say, a build ago) gets the page itself.
        const stale = await get(url, { 'accept-encoding': accept, 'if-none-match': 'W/"1-0"' });
        expect(stale.statusCode).toBe(200);
      }
    }
  });

  it('paints /login from its own page and every other console route from index.html', async () => {
    expect((await get('/login')).body).toContain('login, painted');
    expect((await get('/login?redirect=%2Fsystem%2Fuser')).body).toContain('login, painted');
    expect((await get('/system/user')).body).toContain('<title>console</title>');
  });
});

describe('API answers', () => {
  const big = '/api/blade-system/dict/list?current=1&size=10';

  it('are compressed over ~1 KB when the client accepts it', async () => {
    const plain = await authed(server.app, token, { url: big });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await authed(server.app, token, { url: big, headers: { 'accept-encoding': accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(expected);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(decoded(response))).toEqual(plain.json());
      if (expected) {
        expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      }
    }
  });

  it('go as they are when small', async () => {
    const response = await get('/api/health', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 200 });
  });
});

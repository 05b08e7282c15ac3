import { type APIRequestContext, expect, test } from '@playwright/test';

/*
 * The built product served as a production web server would (issue 20): the real entry script and
 * stylesheet that /login's HTML leads to, and the HTML itself, go as the brotli or gzip copy made at
 * build time when the browser accepts one and as they are otherwise; hashed assets are immutable,
 * the HTML is revalidated (`no-cache` + ETag, 304). packages/server/test/compression.test.ts checks
 * the same rules over a hand-made build; this checks the build people get.
 *
 * Playwright's `request` always sends an Accept-Encoding (gzip,deflate,br) unless told otherwise,
 * so "without" is `identity` — the only encoding the server may then use is none.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Chromium's own Accept-Encoding (it prefers nothing; the server picks brotli). */
const CHROMIUM = 'gzip, deflate, br, zstd';
const HTML_PAGES = ['/login', '/wel/index'];

/** The value of `name="…"` in one tag's text. */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Every tag named `name` in an HTML text. */
const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];

async function textOf(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

/**
 * The stylesheets the product loads, starting from the entry script: the built chunks name the
 * chunks they import (`./Name-hash.js`) and the stylesheets those need (`assets/name-hash.css`,
 * Vite's preload list). Breadth first from the entry, until a chunk names a stylesheet.
 */
async function stylesheetsLoadedBy(request: APIRequestContext, entry: string): Promise<string[]> {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length) {
    const chunk = queue.shift()!;
    const code = await textOf(request, chunk);
    const stylesheets = [...code.matchAll(/assets\/([\w.-]+\.css)\b/g)].map((m) => `/assets/${m[1]}`);
    if (stylesheets.length) return [...new Set(stylesheets)];
    for (const [, name] of code.matchAll(/(?:\.\/|assets\/)([\w.-]+\.js)\b/g)) {
      const url = `/assets/${name}`;
      if (!seen.has(url)) {
        seen.add(url);
        queue.push(url);
      }
    }
  }
  return [];
}

/** The entry `<script type="module">` of /login's HTML and a stylesheet the product really loads. */
async function loginAssets(request: APIRequestContext): Promise<{ entry: string; stylesheet: string }> {
  const html = await textOf(request, '/login');
  // /login adds its entry's module script once the page is shown (its starter, an inline script
  // naming the entry: scripts/prerender-login.mjs); other pages name it in a module script.
  const started = /<script data-app-start>[^<]*\.src="([^"]+)"/.exec(html)?.[1];
  const entries = tags(html, 'script')
    .filter((tag) => attribute(tag, 'type') === 'module' && attribute(tag, 'src'))
    .map((tag) => attribute(tag, 'src')!)
    .concat(started ? [started] : []);
  expect(entries, 'the entry script of /login').toHaveLength(1);
  const entry = entries[0]!;
  // Linked from the HTML when the build puts one there; else the first the scripts load.
  const linked = tags(html, 'link')
    .filter((tag) => attribute(tag, 'rel') === 'stylesheet')
    .map((tag) => attribute(tag, 'href')!);
  const stylesheets = linked.length ? linked : await stylesheetsLoadedBy(request, entry);
  expect(stylesheets.length, 'a stylesheet the product loads').toBeGreaterThan(0);
  return { entry, stylesheet: stylesheets[0]! };
}

test('sends the entry script, a stylesheet and the HTML compressed as accepted, as they are otherwise', async ({
  request,
}) => {
  const { entry, stylesheet } = await loginAssets(request);
  for (const [url, type] of [
    [entry, /^application\/javascript/],
    [stylesheet, /^text\/css/],
    ...HTML_PAGES.map((page) => [page, /^text\/html/] as const),
  ] as const) {
    const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status(), url).toBe(200);
    expect(plain.headers()['content-encoding'], `${url} identity`).toBeUndefined();
    expect(plain.headers()['content-type'], url).toMatch(type);
    const original = await plain.body();
    expect(Number(plain.headers()['content-length']), `${url} identity`).toBe(original.length);

    for (const [accept, expected] of [
      [CHROMIUM, 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await request.get(url, { headers: { 'accept-encoding': accept } });
      const headers = response.headers();
      expect(response.status(), `${url} ${accept}`).toBe(200);
      expect(headers['content-encoding'], `${url} ${accept}`).toBe(expected);
      expect(headers.vary?.toLowerCase(), `${url} ${accept}`).toContain('accept-encoding');
      expect(headers['content-type'], `${url} ${accept}`).toMatch(type);
      // The bytes on the wire (before Playwright decodes them) are a fraction of the file.
      expect(Number(headers['content-length']), `${url} ${accept}`).toBeLessThan(original.length / 2);
      expect((await response.body()).equals(original), `${url} ${accept} decodes to the file`).toBe(true);
    }
  }
});

test('caches the hashed entry script and stylesheet for a year and has the HTML revalidated', async ({
  request,
}) => {
  const { entry, stylesheet } = await loginAssets(request);
  for (const url of [entry, stylesheet]) {
    for (const accept of [CHROMIUM, 'identity']) {
      const response = await request.get(url, { headers: { 'accept-encoding': accept } });
      expect(response.headers()['cache-control'], `${url} ${accept}`).toBe(IMMUTABLE);
    }
  }
  for (const url of HTML_PAGES) {
    for (const accept of [CHROMIUM, 'identity']) {
      const response = await request.get(url, { headers: { 'accept-encoding': accept } });
      expect(response.headers()['cache-control'], `${url} ${accept}`).toBe('no-cache');
      expect(response.headers().etag, `${url} ${accept}`).toMatch(/^(W\/)?"[^"]+"$/);
    }
  }
});

test('answers a repeated HTML request carrying its ETag with a 304 and no body', async ({ request }) => {
  for (const url of HTML_PAGES) {
    for (const accept of [CHROMIUM, 'gzip', 'identity']) {
      const headers = { 'accept-encoding': accept };
      const first = await request.get(url, { headers });
      const etag = first.headers().etag;
      expect(etag, `${url} ${accept}`).toBeTruthy();
      const again = await request.get(url, { headers: { ...headers, 'if-none-match': etag! } });
      expect(again.status(), `${url} ${accept}`).toBe(304);
      expect((await again.body()).length, `${url} ${accept}`).toBe(0);
      // A tag from another build gets the page itself.
      const stale = await request.get(url, { headers: { ...headers, 'if-none-match': '"another-build"' } });
      expect(stale.status(), `${url} ${accept}`).toBe(200);
      expect((await stale.body()).length, `${url} ${accept}`).toBeGreaterThan(0);
    }
  }
});

import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/http/content-security';
import { fillTemplate, type SiteRenderer } from '../src/http/site-ssr';
import type { TestServer } from './helpers';
import { createSiteTenant, insertNews, type SiteApp, startSiteApp, XSS_PAYLOADS } from './site-support';

/**
 * The public pages rendered on the server (issue 13): the HTML as served already holds each page's
 * content, its title and description, and an article's preview tags; an unknown article is a real
 * 404. The renderer is the site's `entry-server.tsx` loaded from source (the built bundle is the
 * same code, which the e2e tests drive).
 */
let site: SiteApp;
let server: TestServer;
let app: FastifyInstance;
let renderer: SiteRenderer;

beforeAll(async () => {
  site = await startSiteApp();
  ({ server, app, renderer } = site);
  await createSiteTenant(server, '700002', 'logistics-partner.example.com');
}, 60_000);
afterAll(() => site?.close());

const page = (url: string, options: Partial<InjectOptions> = {}) =>
  app.inject({ method: 'GET', url, ...options });

/** The `content` of a `<meta>` by name or property. */
function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('server-side rendering of the public site', () => {
  it('serves every page as HTML that already holds its content, title and description', async () => {
    const expectations: Record<string, string[]> = {
      '/Home': [
        '让每一件货物准时抵达',
        '通达全国的干线运输',
        '华东智能分拨中心正式投入运营',
        '公司在上海成立',
        '全国客服热线',
      ],
      '/service': ['整车运输', '按需调度整车', '冷链物流'],
      '/news': ['华东智能分拨中心正式投入运营', '冷链物流行业标准解读'],
      '/goin': ['发展历程', '公司在上海成立', '安全驾驶技能比武', '华南分公司'],
      '/order': ['在线预约下单', '手机号码', '发货地区', '北京市'],
      '/product': ['加入我们', '留言内容', '合作加盟'],
    };
    const titles = new Set<string>();
    for (const [url, texts] of Object.entries(expectations)) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type']).toMatch(/text\/html/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      const html = answer.body;
      expect(html).toMatch(/<html lang="zh-CN"/);
      for (const text of texts) expect(html, `${url} shows ${text}`).toContain(text);
      const title = titleOf(html);
      expect(title, url).toBeTruthy();
      titles.add(title as string);
      expect(meta(html, 'description')?.length, url).toBeGreaterThan(10);
      expect(html).toContain(`<link rel="canonical" href="http://localhost${url}">`);
      // The page's styles come with it (no flash before scripts run) and so does its data.
      expect(html).toContain('data-styled');
      expect(html).toContain('window.__staticRouterHydrationData=');
    }
    expect(titles.size).toBe(Object.keys(expectations).length);
  });

  it('renders an article with its text and Open Graph tags, and a draft or unknown id as a real 404', async () => {
    const id = await insertNews(server, {
      title: '西部干线开通',
      summary: '成都至西安干线每日发车。',
      content: '<p>成都至西安的干线班车自本月起每日发车。</p>',
      cover: '/site/news/hub.svg',
    });
    const answer = await page(`/newsItem?id=${id}`);
    expect(answer.statusCode).toBe(200);
    const html = answer.body;
    expect(html).toContain('<p>成都至西安的干线班车自本月起每日发车。</p>');
    expect(titleOf(html)).toBe('西部干线开通 · 布雷德物流');
    expect(meta(html, 'description')).toBe('成都至西安干线每日发车。');
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:title')).toBe('西部干线开通 · 布雷德物流');
    expect(meta(html, 'og:description')).toBe('成都至西安干线每日发车。');
    expect(meta(html, 'og:image')).toBe('http://localhost/site/news/hub.svg');
    expect(html).toContain(`<link rel="canonical" href="http://localhost/newsItem?id=${id}">`);

    const draft = await insertNews(server, {
      title: '未发布草稿',
      content: '<p>草稿正文</p>',
      publishStatus: 1,
    });
    // Nineteen digits beyond bigint's range are not found either (issue 37: they answered 500).
    const missingUrls = [
      `/newsItem?id=${draft}`,
      '/newsItem?id=987654321',
      '/newsItem?id=abc',
      '/newsItem',
      '/newsItem?id=9999999999999999999',
      '/newsItem?id=9223372036854775808',
    ];
    for (const url of missingUrls) {
      const missing = await page(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toContain('没有找到这个页面');
      expect(missing.body).not.toContain('草稿正文');
      expect(titleOf(missing.body)).toBe('页面不存在 · 布雷德物流');
    }
  });

  it('keeps stored XSS payloads in titles and content inert in the served HTML', async () => {
    const title = `标题</script><script>window.__xss=1</script><img src=x onerror=alert(1)>`;
    const id = await insertNews(server, {
      title,
      summary: '"><svg onload=alert(1)>',
      content: `<p>正文保留</p>${XSS_PAYLOADS.join('')}`,
    });
    const answer = await page(`/newsItem?id=${id}`);
    expect(answer.statusCode).toBe(200);
    const html = answer.body;
    expect(html).toContain('<p>正文保留</p>');
    // Only the template's own script elements and the data script: none from the article.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toMatch(/<img[^>]*onerror|<svg[^>]*onload|<iframe|javascript:/i);
    // The title is text everywhere: escaped in <title>, the heading and the embedded data.
    expect(html).toContain('<title>标题&lt;/script&gt;&lt;script&gt;window.__xss=1&lt;/script&gt;');
    expect(html).toContain('\\u003c/script>\\u003cscript>window.__xss=1\\u003c/script>');
    expect(html).not.toContain('</script><script>window.__xss=1');
    // The news list shows the same title as text.
    expect((await page('/news')).body).not.toContain('<script>window.__xss');
  });

  it('renders the language of ?lang= (remembered in a cookie) or of the cookie, Chinese by default', async () => {
    const english = await page('/Home?lang=en');
    expect(english.body).toMatch(/<html lang="en"/);
    expect(english.body).toContain('Every shipment, on time');
    expect(english.body).toContain('Trunk lines across all of China');
    expect(english.headers['set-cookie']).toContain('site_lang=en');
    const remembered = await page('/service', { headers: { cookie: 'site_lang=en' } });
    expect(remembered.body).toContain('Full truckload');
    expect(titleOf(remembered.body)).toBe('Our services · Blade Logistics');
    expect(remembered.headers['set-cookie']).toBeUndefined();
    const unknown = await page('/service', { headers: { cookie: 'site_lang=fr' } });
    expect(unknown.body).toContain('整车运输');
  });

  it('takes addresses anyone can type in its stride: huge page numbers, a broken cookie, an odd Host', async () => {
    for (const url of ['/news?page=1e300', `/news?page=${2 ** 60}`, '/news?category=1000000000000']) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain('<h1');
    }
    const broken = await page('/service', { headers: { cookie: 'site_lang=%' } });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('整车运输');
    const oddHost = await page('/Home', { headers: { host: 'a b' } });
    expect(oddHost.statusCode).toBe(200);
  });

  it('compresses a page for a browser that accepts it', async () => {
    const plain = await page('/service');
    const br = await page('/service', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await page('/service', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const refused = await page('/service', { headers: { 'accept-encoding': 'br;q=0, identity' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('answers a repeated page request carrying its ETag with a 304, and a changed page in full', async () => {
    const first = await page('/service', { headers: { 'accept-encoding': 'br' } });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await page('/service', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // The other language is another page: its own tag, the full page.
    const english = await page('/service?lang=en', { headers: { 'if-none-match': etag } });
    expect(english.statusCode).toBe(200);
    expect(english.headers.etag).not.toBe(etag);
  });

  it("renders each site address with its own tenant's content", async () => {
    await insertNews(server, { title: '合作伙伴独家新闻', content: '<p>x</p>', tenantId: '700002' });
    const partner = await page('/news', { headers: { host: 'logistics-partner.example.com' } });
    expect(partner.body).toContain('合作伙伴独家新闻');
    expect(partner.body).not.toContain('华东智能分拨中心正式投入运营');
    expect((await page('/news')).body).not.toContain('合作伙伴独家新闻');
  });

  it('serves the hashed browser assets as immutable (their compressed copies when accepted), never the raw template', async () => {
    const asset = await page('/site-app/assets/entry-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log(1)');
    const compressed = await page('/site-app/assets/entry-abc123.js', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.equals(brotliCompressSync('console.log(1)'))).toBe(true);
    expect((await page('/site-app/index.html')).statusCode).toBe(404);
  });
});

describe('a page whose data cannot be read', () => {
  it('answers 500 with a generic page, keeping the details for the log only', async () => {
    const failure = new Error('connection refused: db-secret-host:5432');
    const page = await renderer.render({
      url: '/Home',
      origin: 'http://localhost',
      lang: 'zh',
      theme: 'auto',
      reads: {
        home: async () => {
          throw failure;
        },
      } as never,
    });
    expect(page.status).toBe(500);
    expect(page.html).toContain('页面加载出错了');
    expect(page.error).toBe(failure);
    expect(`${page.head}${page.html}${page.data}`).not.toContain('db-secret-host');
  });
});

describe('filling the template', () => {
  it('puts the parts in their places, taking `$` in content literally; <html> gets the language and theme', () => {
    const filled = fillTemplate(
      '<html lang="zh-CN" data-theme="x"><head><!--site-head--></head><body><div id="root"><!--site-root--></div><!--site-data--></body></html>',
      {
        status: 200,
        htmlLang: 'en',
        head: "<title>$& $' $1</title>",
        html: '<p>$$</p>',
        data: '<script>d</script>',
      },
    );
    expect(filled).toBe(
      '<html lang="en" data-theme-mode="auto"><head><title>$& $\' $1</title></head><body><div id="root"><p>$$</p></div><script>d</script></body></html>',
    );
  });
});

describe('a rendered page’s Content-Security-Policy (issue 17 point 8)', () => {
  it('allows exactly the page’s inline scripts (its hydration data) by hash', async () => {
    const response = await page('/service');
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    const hashes = inlineScriptHashes(response.body);
    expect(hashes.length).toBeGreaterThan(0);
    expect(policy).toContain(`script-src 'self' ${hashes.join(' ')};`);
    expect(policy).toContain("frame-ancestors 'self'");
  });
});

import type {
  SiteAbout,
  SiteHome,
  SiteNewsArticle,
  SiteNewsPage,
  SiteRegion,
  SiteService,
} from '@blade-console/blade-client/types';
import { carouselDemo, DEMO_ROWS, newsResource } from '@blade-console/blade-schema';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_READ_LIMIT } from '../src/http/rate-limit';
import { dataOf, startTestServer, type TestServer } from './helpers';
import { createSiteTenant, insertNews, XSS_PAYLOADS } from './site-support';

/**
 * `/api/blade-website/public/*` (issue 13): no token, the tenant of the request's host, only
 * published rows of the asked language, only public fields.
 */
let server: TestServer;
let app: FastifyInstance;
beforeAll(async () => {
  server = await startTestServer();
  app = server.app;
  await createSiteTenant(server, '700001', 'https://partner.example.com');
});
afterAll(async () => {
  await server?.close();
});

const P = '/api/blade-website/public';
const get = (url: string, options: Partial<InjectOptions> = {}) =>
  app.inject({ method: 'GET', url: `${P}${url}`, ...options });
const read = <T>(url: string, options: Partial<InjectOptions> = {}) => dataOf<T>(get(url, options));
const partner = { headers: { host: 'partner.example.com' } };

/** Every key any object in `value` has, however deep. */
function keysOf(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, keys);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      keys.add(key);
      keysOf(item, keys);
    }
  }
  return keys;
}

const PRIVATE_FIELDS = [
  'tenantId',
  'createUser',
  'createDept',
  'createTime',
  'updateUser',
  'updateTime',
  'isDeleted',
  'status',
  'publishStatus',
  'syncStatus',
  'syncTime',
  'syncMessage',
  'syncMediaId',
  'remark',
];

describe('public reads of the website', () => {
  it('answers the home page without a token: slides, services, the 3 latest published articles, path, contacts', async () => {
    const home = await read<SiteHome>('/home');
    expect(home.slides.map((slide) => slide.title)).toEqual(
      carouselDemo.filter((row) => row.lang === 'zh').map((row) => row.title),
    );
    expect(home.services.map((service) => service.name)).toEqual([
      '整车运输',
      '零担快运',
      '仓储配送',
      '冷链物流',
    ]);
    const published = (DEMO_ROWS[newsResource.name] ?? []).filter(
      (row) => row.lang === 'zh' && row.publishStatus === 2,
    );
    expect(home.news.map((item) => item.title)).toEqual(published.slice(0, 3).map((row) => row.title));
    expect(home.news.some((item) => item.title.includes('草稿'))).toBe(false);
    expect(home.milestones.map((milestone) => milestone.year)).toEqual([2008, 2013, 2018, 2023, 2026]);
    expect(home.contacts.length).toBeGreaterThan(0);
  });

  it('gives only public fields: no audit columns, user ids, publish or sync state', async () => {
    const keys = new Set([
      ...keysOf(await read('/home')),
      ...keysOf(await read('/about')),
      ...keysOf(await read('/news')),
    ]);
    for (const field of PRIVATE_FIELDS) expect(keys.has(field), field).toBe(false);
    const id = await insertNews(server, { title: '字段检查', content: '<p>正文</p>' });
    const article = await read<Record<string, unknown>>(`/news/detail?id=${id}`);
    expect(Object.keys(article).sort()).toEqual(
      ['author', 'category', 'content', 'cover', 'id', 'lang', 'publishTime', 'summary', 'title'].sort(),
    );
  });

  it('answers the language asked for (zh by default) and refuses another, naming the parameter', async () => {
    const en = await read<SiteHome>('/home?lang=en');
    expect(en.slides[0]?.title).toBe('Trunk lines across all of China');
    expect(en.news.every((item) => /^[\x20-\x7e’–—₂²]+$/.test(item.title))).toBe(true);
    const services = await read<SiteService[]>('/services?lang=en');
    expect(services.map((service) => service.name)).toContain('Cold chain');
    const bad = await get('/home?lang=fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, success: false });
    expect(bad.json().msg).toContain('lang');
  });

  it('pages the news newest first and filters by category', async () => {
    const first = await read<SiteNewsPage>('/news?size=2');
    expect(first).toMatchObject({ current: 1, size: 2 });
    expect(first.records).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(3);
    const second = await read<SiteNewsPage>('/news?size=2&current=2');
    expect(second.records[0]?.id).not.toBe(first.records[0]?.id);
    const times = [...first.records, ...second.records].map((item) => item.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
    const industry = await read<SiteNewsPage>('/news?category=2');
    expect(industry.records.length).toBeGreaterThan(0);
    expect(industry.records.every((item) => item.category === 2)).toBe(true);
    expect((await get('/news?size=500')).statusCode).toBe(400);
  });

  it('answers a published article, and a 404 envelope for an unknown, unpublished or deleted one', async () => {
    const id = await insertNews(server, { title: '公开文章', content: '<p>正文内容</p>' });
    const article = await read<SiteNewsArticle>(`/news/detail?id=${id}`);
    expect(article).toMatchObject({ id, title: '公开文章', content: '<p>正文内容</p>', lang: 'zh' });

    const draft = await insertNews(server, { title: '草稿文章', content: '<p>x</p>', publishStatus: 1 });
    const offline = await insertNews(server, { title: '下线文章', content: '<p>x</p>', publishStatus: 3 });
    for (const missing of [draft, offline, '123456789']) {
      const answer = await get(`/news/detail?id=${missing}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 404, success: false, msg: '新闻不存在或未发布' });
    }
    expect((await get('/news/detail?id=abc')).statusCode).toBe(400);
  });

  it("shows each site address its own tenant's content, never another's", async () => {
    const own = await insertNews(server, { title: '合作方新闻', content: '<p>p</p>', tenantId: '700001' });
    const partnerNews = await read<SiteNewsPage>('/news', partner);
    expect(partnerNews.records.map((item) => item.title)).toEqual(['合作方新闻']);
    expect((await read<SiteHome>('/home', partner)).slides).toEqual([]);
    expect((await read<SiteNewsArticle>(`/news/detail?id=${own}`, partner)).title).toBe('合作方新闻');
    // The default site does not show it, whatever a parameter says.
    expect((await get(`/news/detail?id=${own}&tenantId=700001`)).statusCode).toBe(404);
    expect(
      (await read<SiteNewsPage>('/news?tenantId=700001')).records.map((item) => item.title),
    ).not.toContain('合作方新闻');
  });

  it('sanitises stored rich text: no script, handler or javascript: link reaches a visitor', async () => {
    const id = await insertNews(server, {
      title: 'XSS 载荷',
      content: `<p>安全的段落</p>${XSS_PAYLOADS.join('')}<a href="https://example.com/ok">好链接</a>`,
    });
    const { content } = await read<SiteNewsArticle>(`/news/detail?id=${id}`);
    expect(content).toContain('<p>安全的段落</p>');
    expect(content).toContain('href="https://example.com/ok"');
    expect(content).not.toMatch(/<script|<iframe|<svg|<body|onerror|onload|javascript:|style=/i);
  });

  it('gives the about page and the region tree one level at a time', async () => {
    const about = await read<SiteAbout>('/about');
    expect(about.milestones[0]).toMatchObject({ year: 2008, title: '公司在上海成立' });
    expect(about.activities.length).toBeGreaterThan(0);
    const provinces = await read<SiteRegion[]>('/regions');
    const beijing = provinces.find((region) => region.name === '北京市');
    expect(beijing).toMatchObject({ code: '11', hasChildren: true });
    const cities = await read<SiteRegion[]>('/regions?parentCode=11');
    expect(cities.length).toBeGreaterThan(0);
    const districts = await read<SiteRegion[]>(`/regions?parentCode=${cities[0]?.code}`);
    expect(districts.length).toBeGreaterThan(0);
    expect(districts.every((district) => district.hasChildren === false)).toBe(true);
    expect((await get('/regions?parentCode=x1')).statusCode).toBe(400);
  });

  it('limits each client: 429 with a message once the reads per minute are spent', async () => {
    const client = { remoteAddress: '10.9.8.7' };
    for (let i = 0; i < PUBLIC_READ_LIMIT.max; i++) {
      expect((await get('/services', client)).statusCode).toBe(200);
    }
    const refused = await get('/services', client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, success: false });
    expect(refused.json().msg).toMatch(/请求过于频繁/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await get('/services', { remoteAddress: '10.9.8.8' })).statusCode).toBe(200);
  });
});

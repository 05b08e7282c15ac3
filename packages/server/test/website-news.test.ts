import type { News } from '@blade-console/blade-client/types';
import { describe, expect, it } from 'vitest';
import { authed, dataOf, signInNewUser } from './helpers';
import { resourceCalls } from './support/resource-calls';
import { signedInServerForFile } from './support/server-for-file';
import { OWASP_CHEAT_SHEET_PAYLOADS, unsafeParts } from './support/xss';

const signedIn = signedInServerForFile();

const base = '/api/blade-news/news';
const { list, detail, post } = resourceCalls<News>(signedIn, base);
const addNews = (payload: Record<string, unknown>, as = signedIn.token) => post('addNews', payload, as);

/** Adds an article and returns it as stored. */
async function created(payload: Record<string, unknown>): Promise<News> {
  const { id } = await dataOf<{ id: string }>(addNews({ category: 1, ...payload }));
  return detail(id);
}

const BLADE_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('/blade-news/news', () => {
  it('lists the demo news with dictionary names, latest published first', async () => {
    const page = await list('?lang_equal=zh&publishStatus_equal=2&size=50');
    expect(page.total).toBeGreaterThan(2);
    expect(page.records[0]).toMatchObject({
      title: '华东智能分拨中心正式投入运营',
      categoryName: '公司新闻',
    });
    expect(page.records[0]?.publishStatusName).toBe('已发布');
  });

  it('has an honest markup checker (it finds what the sanitiser must remove)', () => {
    expect(unsafeParts('<p>ok</p><a href="/x" rel="noopener noreferrer">x</a>')).toEqual([]);
    expect(unsafeParts('<script>x</script>')).toContain('tag script');
    expect(unsafeParts('<img src="x" onerror="y" />')).toContain('img[onerror]');
    expect(unsafeParts('<a href="jav&#x09;ascript:x">x</a>')).toHaveLength(1);
    expect(unsafeParts('<img src="//evil.example/x.png" />')).toHaveLength(1);
    expect(unsafeParts('<img src="mailto:a@b.c" />')).toHaveLength(1);
  });

  it('adds, edits and removes an article through addNews', async () => {
    const article = await created({ title: '运力周报', content: '<p>本周运力充足。</p>', author: '运营部' });
    expect(article).toMatchObject({ title: '运力周报', content: '<p>本周运力充足。</p>', publishStatus: 1 });
    expect((await addNews({ id: article.id, summary: '一周回顾' })).statusCode).toBe(200);
    expect(await detail(article.id!)).toMatchObject({
      summary: '一周回顾',
      content: '<p>本周运力充足。</p>',
    });
    const removed = await authed(signedIn.server.app, signedIn.token, {
      method: 'POST',
      url: `${base}/remove?ids=${article.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await list('?title=运力周报')).total).toBe(0);
  });

  it('keeps the formatting an article needs, and makes every link safe to follow', async () => {
    const html =
      '<h2>线路</h2><p><b>整车</b>与<i>零担</i>，<u>全程</u><s>可</s>追踪。</p>' +
      '<ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引用</blockquote><pre><code>code</code></pre>' +
      '<p><a href="https://example.com/a" target="_blank">官网</a> <a href="mailto:pr@example.com">邮件</a> ' +
      '<a href="/service">服务</a></p><img src="/upload/truck.png" alt="货车"><hr><br>' +
      '<table><thead><tr><th colspan="2">表</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>';
    const article = await created({ title: '格式', content: html });
    expect(article.content).toBe(
      '<h2>线路</h2><p><strong>整车</strong>与<em>零担</em>，<u>全程</u><s>可</s>追踪。</p>' +
        '<ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引用</blockquote><pre><code>code</code></pre>' +
        '<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">官网</a> ' +
        '<a href="mailto:pr@example.com" rel="noopener noreferrer">邮件</a> ' +
        '<a href="/service" rel="noopener noreferrer">服务</a></p><img src="/upload/truck.png" alt="货车" /><hr /><br />' +
        '<table><thead><tr><th colspan="2">表</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
    );
  });

  it.each(OWASP_CHEAT_SHEET_PAYLOADS.map((payload, index) => [index + 1, payload] as const))(
    'strips OWASP cheat-sheet payload %i from the content on save',
    async (_, payload) => {
      const response = await addNews({ title: 'XSS', category: 1, content: `<p>正文</p>${payload}` });
      expect(response.statusCode, response.body).toBe(200);
      const stored = await detail(response.json<{ data: { id: string } }>().data.id);
      expect(stored.content.startsWith('<p>正文</p>')).toBe(true);
      expect(unsafeParts(stored.content)).toEqual([]);
    },
  );

  it('stores title, summary and author as typed (they are shown as text)', async () => {
    const title = '<img src=x onerror=alert(1)>';
    const article = await created({ title, summary: '<b>摘要</b>', author: 'A & B', content: '<p>x</p>' });
    expect(article).toMatchObject({ title, summary: '<b>摘要</b>', author: 'A & B' });
  });

  it('refuses an article whose content is nothing but unsafe markup, and stores nothing', async () => {
    const response = await addNews({
      title: '只有脚本',
      category: 1,
      content: '<script>alert(1)</script><iframe></iframe>',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, success: false, msg: '正文不能为空' });
    expect((await list('?title=只有脚本')).total).toBe(0);
  });

  it('refuses missing and unknown values, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ content: '<p>x</p>', category: 1 }, '标题不能为空'],
      [{ title: '无正文', category: 1 }, '正文不能为空'],
      [
        { title: '类别', content: '<p>x</p>', category: 9 },
        '类别的取值不正确，可选: 公司新闻、行业动态、媒体报道',
      ],
      [
        { title: '状态', content: '<p>x</p>', category: 1, publishStatus: 7 },
        '发布状态的取值不正确，可选: 草稿、已发布、已下线',
      ],
      [
        { title: '语言', content: '<p>x</p>', category: 1, lang: 'fr' },
        '语言的取值不正确，可选: 中文、English',
      ],
      [{ title: 't'.repeat(121), content: '<p>x</p>', category: 1 }, '标题不能超过 120 个字符'],
    ];
    for (const [payload, message] of cases) {
      const response = await addNews(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().msg).toBe(message);
    }
    expect((await list('?title=类别')).total + (await list('?title=状态')).total).toBe(0);
  });

  it('publishes now when published without a time, and keeps a time given or already set', async () => {
    const draft = await created({ title: '草稿', content: '<p>x</p>' });
    expect(draft.publishTime).toBe('');
    expect((await addNews({ id: draft.id, publishStatus: 2 })).statusCode).toBe(200);
    const published = await detail(draft.id!);
    expect(published.publishTime).toMatch(BLADE_DATE);
    expect(Math.abs(new Date(published.publishTime!.replace(' ', 'T')).getTime() - Date.now())).toBeLessThan(
      10 * 60_000,
    );

    const dated = await created({
      title: '定时',
      content: '<p>x</p>',
      publishStatus: 2,
      publishTime: '2026-01-02 03:04:05',
    });
    expect(dated.publishTime).toBe('2026-01-02 03:04:05');
    expect((await addNews({ id: dated.id, title: '定时（改）' })).statusCode).toBe(200);
    expect((await detail(dated.id!)).publishTime).toBe('2026-01-02 03:04:05');

    const direct = await created({ title: '直接发布', content: '<p>x</p>', publishStatus: 2 });
    expect(direct.publishTime).toMatch(BLADE_DATE);
  });

  it("keeps each tenant's news to itself and is closed to non-administrators", async () => {
    const other = await signInNewUser(signedIn.server, { tenantId: '200300', roleAlias: 'admin' });
    expect((await list('', other)).total).toBe(0);
    const mine = await created({ title: '本租户新闻', content: '<p>x</p>' });
    expect(
      (await authed(signedIn.server.app, other, { url: `${base}/detail?id=${mine.id}` })).json().data,
    ).toEqual({});
    const foreignEdit = await addNews({ id: mine.id, title: '改别人的' }, other);
    expect(foreignEdit.statusCode).toBe(400);
    expect((await detail(mine.id!)).title).toBe('本租户新闻');

    const staff = await signInNewUser(signedIn.server, { roleAlias: 'user' });
    expect((await authed(signedIn.server.app, staff, { url: `${base}/list` })).statusCode).toBe(401);
    expect((await addNews({ title: 'x', category: 1, content: '<p>x</p>' }, staff)).statusCode).toBe(401);
    expect(
      (await signedIn.server.app.inject({ method: 'POST', url: `${base}/addNews`, payload: {} })).statusCode,
    ).toBe(401);
  });
});

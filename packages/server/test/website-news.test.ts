import type { News, Page } from '@blade-console/blade-client/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, dataOf, signInNewUser, startSignedIn, type TestServer } from './helpers';

let server: TestServer;
let token: string;
beforeAll(async () => {
  ({ server, token } = await startSignedIn());
});
afterAll(async () => {
  await server?.close();
});

const base = '/api/blade-news/news';
const list = (query = '', as = token) =>
  dataOf<Page<News>>(authed(server.app, as, { url: `${base}/list${query}` }));
const detail = (id: string, as = token) =>
  dataOf<News>(authed(server.app, as, { url: `${base}/detail?id=${id}` }));
const addNews = (payload: Record<string, unknown>, as = token) =>
  authed(server.app, as, { method: 'POST', url: `${base}/addNews`, payload });

/** Adds an article and returns it as stored. */
async function created(payload: Record<string, unknown>): Promise<News> {
  const { id } = await dataOf<{ id: string }>(addNews({ category: 1, ...payload }));
  return detail(id);
}

const BLADE_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/*
 * Payloads of the OWASP XSS Filter Evasion Cheat Sheet
 * (cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html).
 */
const OWASP_PAYLOADS = [
  `<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"\`/+/onmouseover=1/+/[*/[]/+alert(42);//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<a onmouseover=alert(document.cookie)>xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `<iframe src=http://xss.rocks/scriptlet.html <`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<svg/onload=alert('XSS')>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<A HREF="javascript:document.location='http://www.google.com/'">XSS</A>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">XSS</a>`,
  `<a href="//xss.rocks/x">XSS</a>`,
  `<a href="vbscript:msgbox(1)">XSS</a>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<math><mi xlink:href="javascript:alert(1)">XSS</mi></math>`,
  `<form action="javascript:alert(1)"><button>XSS</button></form>`,
];

const ALLOWED_TAGS = new Set(
  'p h2 h3 h4 strong em u s ul ol li blockquote code pre a img br hr table thead tbody tr th td caption'.split(
    ' ',
  ),
);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/**
 * What stored article HTML may still hold, checked on its markup (every `<` left in it opens a tag:
 * text `<` is written `&lt;`): allowed tags with allowed attributes only, and links and pictures
 * whose address is http(s), mail (links only) or relative.
 */
function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  for (const [, closing, tag = '', rest = ''] of html.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>/g)) {
    const name = tag.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) problems.push(`tag ${name}`);
    if (closing) continue;
    for (const [, attribute = '', value = ''] of rest.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      if (!(ALLOWED_ATTRIBUTES[name] ?? []).includes(attribute)) problems.push(`${name}[${attribute}]`);
      if (attribute === 'href' || attribute === 'src') {
        // Browsers drop spaces and control characters inside a scheme (`jav&#x09;ascript:`).
        const address = [...decodeEntities(value)]
          .filter((char) => char.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        const scheme = /^([a-z][a-z0-9+.-]*):/.exec(address)?.[1];
        const allowed = name === 'a' ? ['http', 'https', 'mailto'] : ['http', 'https'];
        if ((scheme && !allowed.includes(scheme)) || address.startsWith('//')) {
          problems.push(`${name}[${attribute}=${value}]`);
        }
      }
    }
  }
  return problems;
}

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
    const removed = await authed(server.app, token, {
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

  it.each(OWASP_PAYLOADS.map((payload, index) => [index + 1, payload] as const))(
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
    const other = await signInNewUser(server, { tenantId: '200300', account: 'news-b', roleAlias: 'admin' });
    expect((await list('', other)).total).toBe(0);
    const mine = await created({ title: '本租户新闻', content: '<p>x</p>' });
    expect((await authed(server.app, other, { url: `${base}/detail?id=${mine.id}` })).json().data).toEqual(
      {},
    );
    const foreignEdit = await addNews({ id: mine.id, title: '改别人的' }, other);
    expect(foreignEdit.statusCode).toBe(400);
    expect((await detail(mine.id!)).title).toBe('本租户新闻');

    const staff = await signInNewUser(server, {
      tenantId: '000000',
      account: 'news-user',
      roleAlias: 'user',
    });
    expect((await authed(server.app, staff, { url: `${base}/list` })).statusCode).toBe(401);
    expect((await addNews({ title: 'x', category: 1, content: '<p>x</p>' }, staff)).statusCode).toBe(401);
    expect(
      (await server.app.inject({ method: 'POST', url: `${base}/addNews`, payload: {} })).statusCode,
    ).toBe(401);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bladeLogApi, bladeLogError } from '../src/db/schema';
import { signInNewUser, TINY_PNG } from './helpers';
import { APP_SECRET, startWechatTestBed, type WechatTestBed } from './support/wechat-setup';

/**
 * `syncWeixinPublic` against a fake of the WeChat official account API: what the account receives,
 * what the news row records, and what the person is told when it fails.
 */
let bed: WechatTestBed;
beforeAll(async () => {
  bed = await startWechatTestBed();
});
afterAll(async () => {
  await bed?.close();
});
beforeEach(() => bed.fake.reset());

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/**
 * Syncs news `id` while WeChat answers its next call to `path` with the error `errcode`: the sync is
 * refused with a 400, whose message it answers.
 */
async function syncRefused(id: bigint, path: string, errcode: number, errmsg: string): Promise<string> {
  bed.fake.failNext(path, { errcode, errmsg });
  const response = await bed.sync(id);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ code: 400, success: false });
  return response.json().msg;
}

interface SyncAnswer {
  code: number;
  success: boolean;
  msg: string;
  data: { syncStatus: number; syncTime: string; syncMessage: string; syncMediaId?: string };
}

describe('POST /api/blade-news/news/syncWeixinPublic', () => {
  it('uploads the cover and body images, adds a draft, publishes it and records the result', async () => {
    const cover = await bed.upload('cover.png', TINY_PNG);
    const photo = await bed.upload('photo.png', TINY_PNG);
    const id = await bed.insertNews({
      title: '冷链专线开通',
      author: '冷链事业部',
      summary: '上海至成都冷链专线今日开通。',
      cover,
      content: `<p>专线<strong>开通</strong></p><img src="${photo}" alt="车队"><script>alert(1)</script><p onclick="x()">完</p>`,
    });

    const response = await bed.sync(id);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<SyncAnswer>();

    const { fake } = bed;
    expect(fake.materials).toHaveLength(1);
    expect(fake.materials[0]!.bytes.equals(TINY_PNG)).toBe(true);
    expect(fake.materials[0]!.filename).toBe('cover.png');
    expect(fake.bodyImages).toHaveLength(1);
    expect(fake.bodyImages[0]!.bytes.equals(TINY_PNG)).toBe(true);

    expect(fake.drafts).toHaveLength(1);
    const [article] = fake.drafts[0]!.articles;
    expect(article).toMatchObject({
      title: '冷链专线开通',
      author: '冷链事业部',
      digest: '上海至成都冷链专线今日开通。',
      thumb_media_id: fake.materials[0]!.mediaId,
    });
    expect(article!.content_source_url).toMatch(new RegExp(`^http://localhost(:\\d+)?/newsItem\\?id=${id}$`));
    // The body: sanitised, its image on WeChat's host instead of ours.
    expect(article!.content).toBe(
      `<p>专线<strong>开通</strong></p><img src="${fake.bodyImages[0]!.url}" alt="车队" /><p>完</p>`,
    );
    expect(fake.published).toEqual([{ publishId: expect.any(String), mediaId: fake.drafts[0]!.mediaId }]);

    const row = await bed.newsRow(id);
    expect(row).toMatchObject({ syncStatus: 1, syncMediaId: fake.drafts[0]!.mediaId });
    expect(row.syncTime).toBeInstanceOf(Date);
    expect(row.syncMessage).toBe(
      `已同步到公众号：发布任务 ${fake.published[0]!.publishId} 已提交，微信处理完成后文章出现在公众号主页`,
    );
    expect(answer).toMatchObject({ code: 200, success: true, msg: row.syncMessage });
    expect(answer.data).toEqual({
      syncStatus: 1,
      syncMediaId: fake.drafts[0]!.mediaId,
      syncMessage: row.syncMessage,
      syncTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
  });

  it("renders the site's SVG pictures (the demo covers) to PNG, which the account takes", async () => {
    const id = await bed.insertNews({ cover: '/site/news/cover.svg' });
    const response = await bed.sync(id);
    expect(response.statusCode, response.body).toBe(200);
    const [cover] = bed.fake.materials;
    expect(cover!.filename).toBe('cover.png');
    expect(cover!.contentType).toBe('image/png');
    expect(cover!.bytes.subarray(0, 4).equals(PNG_MAGIC)).toBe(true);
  });

  it('shows and records an error answer of the account in words a person can act on', async () => {
    const id = await bed.insertNews();
    const quota = 'reach max api daily quota limit rid: 6650f3a1-0ad8';
    const message = '同步到公众号失败：公众号接口今日调用次数已达上限：请明天再试，或在公众平台清零调用次数';
    expect(await syncRefused(id, '/cgi-bin/freepublish/submit', 45009, quota)).toBe(message);
    const row = await bed.newsRow(id);
    expect(row).toMatchObject({ syncStatus: 2, syncMessage: message, syncMediaId: null });
    expect(row.syncTime).toBeInstanceOf(Date);
  });

  it("names the refused address when the server's IP is not whitelisted, and shows unknown codes as WeChat sent them", async () => {
    const id = await bed.insertNews();
    const notWhitelisted = 'invalid ip 203.0.113.7 ipv6 ::ffff:203.0.113.7, not in whitelist rid: 1';
    const refused = await syncRefused(id, '/cgi-bin/material/add_material', 40164, notWhitelisted);
    expect(refused).toContain('IP 白名单');
    expect(refused).toContain('本服务器的出口 IP：203.0.113.7');
    expect(bed.fake.drafts).toHaveLength(0);

    const unknown = await syncRefused(id, '/cgi-bin/draft/add', 61234, 'something new');
    expect(unknown).toBe('同步到公众号失败：微信公众号返回错误 61234：something new');
    expect((await bed.newsRow(id)).syncMessage).toBe(unknown);
  });

  it('keeps a previous successful media id when a later sync fails', async () => {
    const id = await bed.insertNews();
    expect((await bed.sync(id)).statusCode).toBe(200);
    const mediaId = (await bed.newsRow(id)).syncMediaId;
    expect(await syncRefused(id, '/cgi-bin/draft/add', 45003, 'title size out of limit')).toBe(
      '同步到公众号失败：标题超过公众号的长度限制（32 个字），请缩短标题后重试',
    );
    expect(await bed.newsRow(id)).toMatchObject({ syncStatus: 2, syncMediaId: mediaId });
  });

  it('refuses covers and images that are not files of this site, without calling the account', async () => {
    const foreign = await bed.insertNews({ cover: 'https://cdn.example.com/cover.png' });
    const answer = await bed.sync(foreign);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().msg).toBe(
      '同步到公众号失败：封面图片不是本站的文件：公众号只能同步本站上传的图片，请在编辑器中重新上传该图片',
    );
    expect(await bed.newsRow(foreign)).toMatchObject({ syncStatus: 2, syncMessage: answer.json().msg });

    const noCover = await bed.insertNews({ cover: '' });
    expect((await bed.sync(noCover)).json().msg).toBe(
      '同步到公众号失败：新闻没有封面图片：公众号图文必须有封面，请先上传封面',
    );
    for (const outside of ['/site/../../etc/passwd', '/site/news/..%2f..%2f..%2f..%2fetc%2fpasswd']) {
      const row = await bed.insertNews({ cover: outside });
      expect((await bed.sync(row)).json().msg, outside).toContain('封面图片不是本站的文件');
    }
    const missing = await bed.insertNews({ cover: '/site/news/none.png' });
    expect((await bed.sync(missing)).json().msg).toBe(
      '同步到公众号失败：封面图片的文件不存在，请重新上传该图片',
    );

    const gif = await bed.upload('anim.gif', GIF);
    const gifBody = await bed.insertNews({ content: `<p>动图</p><img src="${gif}">` });
    expect((await bed.sync(gifBody)).json().msg).toBe(
      `同步到公众号失败：正文图片 ${gif}的格式 GIF 公众号不支持，请使用 JPG、PNG 图片`,
    );
    // An upload whose type is not checked (.xml) holding SVG that points resvg at a file on disk:
    // never rendered, so the server's files cannot leak into a cover.
    const smuggled = await bed.upload(
      'cover.xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><image href="/etc/hostname"/></svg>'),
    );
    const smuggledCover = await bed.insertNews({ cover: smuggled });
    expect((await bed.sync(smuggledCover)).json().msg).toBe(
      '同步到公众号失败：封面图片是 SVG 文件，公众号不支持，请上传 JPG 或 PNG 图片',
    );
    const remoteBody = await bed.insertNews({ content: '<img src="http://169.254.169.254/latest">' });
    expect((await bed.sync(remoteBody)).json().msg).toContain(
      '正文图片 http://169.254.169.254/latest不是本站的文件',
    );
    expect(bed.fake.calls).toEqual([]);
  });

  it('accepts an absolute link to this site as its own', async () => {
    const cover = await bed.upload('c.png', TINY_PNG);
    const id = await bed.insertNews({ cover: `http://localhost:80${cover}` });
    const response = await bed.sync(id);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses an article that is not published, recording nothing', async () => {
    const id = await bed.insertNews({ publishStatus: 1 });
    const response = await bed.sync(id);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('只有已发布的新闻才能同步到公众号：请先发布该新闻');
    expect(await bed.newsRow(id)).toMatchObject({ syncStatus: 0, syncTime: null, syncMessage: null });
    expect(bed.fake.calls).toEqual([]);
  });

  it("refuses tenants' administrators and staff: the account is the group's", async () => {
    const id = await bed.insertNews();
    const otherAdmin = await signInNewUser(bed.server, { tenantId: '100300', roleAlias: 'admin' });
    const foreign = await bed.sync(id, otherAdmin);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().msg).toBe('只有平台管理员可以同步到集团的微信公众号');
    // Nor its own tenant's article: the account is the group's, not the tenant's.
    const own = await bed.insertNews({ tenantId: '100300' });
    expect((await bed.sync(own, otherAdmin)).statusCode).toBe(401);
    expect(await bed.newsRow(own)).toMatchObject({ syncStatus: 0, syncTime: null });

    const staff = await signInNewUser(bed.server, { roleAlias: 'user' });
    expect((await bed.sync(id, staff)).statusCode).toBe(401);
    expect((await bed.sync('not-a-number')).statusCode).toBe(400);
    expect(await bed.newsRow(id)).toMatchObject({ syncStatus: 0, syncTime: null });
    expect(bed.fake.calls).toEqual([]);
  });

  it('never logs the secret or an access token', async () => {
    // A success and a failure, so every path has run.
    const id = await bed.insertNews();
    expect((await bed.sync(id)).statusCode).toBe(200);
    await syncRefused(id, '/cgi-bin/draft/add', 48001, 'api unauthorized');
    await bed.server.app.bladeLogs.flush();

    const tokens = [...new Set(bed.fake.calls.map((call) => call.accessToken).filter(Boolean))] as string[];
    expect(tokens.length).toBeGreaterThan(0);
    const { db } = bed.server.database;
    const stored = JSON.stringify(
      [await db.select().from(bladeLogApi), await db.select().from(bladeLogError)],
      (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value),
    );
    const logged = bed.logLines.join('');
    expect(logged).toContain('syncWeixinPublic');
    for (const secret of [APP_SECRET, ...tokens]) {
      expect(logged).not.toContain(secret);
      expect(stored).not.toContain(secret);
    }
  });
});

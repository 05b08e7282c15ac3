import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWechatTestBed, type WechatTestBed } from './support/wechat-setup';

/**
 * The access token: fetched once and cached, refreshed once when the account says it expired, never
 * in a loop. A server of its own, so the token calls counted here are all there were.
 */
let bed: WechatTestBed;
beforeAll(async () => {
  bed = await startWechatTestBed();
});
afterAll(async () => {
  await bed?.close();
});

const TOKEN = '/cgi-bin/stable_token';
const DRAFT = '/cgi-bin/draft/add';

describe('the WeChat access token', () => {
  it('is refreshed exactly once when it expires during a sync, and the call is tried again', async () => {
    const id = await bed.insertNews();
    bed.fake.expireTokensBefore(DRAFT);

    const response = await bed.sync(id);
    expect(response.statusCode, response.body).toBe(200);

    const { fake } = bed;
    expect(fake.callsTo(TOKEN)).toHaveLength(2);
    const drafts = fake.callsTo(DRAFT);
    expect(drafts.map((call) => call.errcode)).toEqual([42001, 0]);
    expect(drafts[1]!.accessToken).not.toBe(drafts[0]!.accessToken);
    // The cover went up with the first token; the publish used the new one.
    expect(fake.callsTo('/cgi-bin/material/add_material')[0]!.accessToken).toBe(drafts[0]!.accessToken);
    expect(fake.callsTo('/cgi-bin/freepublish/submit')[0]!.accessToken).toBe(drafts[1]!.accessToken);
    expect(fake.published).toHaveLength(1);
    expect(await bed.newsRow(id)).toMatchObject({ syncStatus: 1 });
  });

  it('is kept between syncs while it is valid', async () => {
    bed.fake.reset();
    const id = await bed.insertNews();
    expect((await bed.sync(id)).statusCode).toBe(200);
    expect(bed.fake.callsTo(TOKEN)).toHaveLength(0);
  });

  it('is not refreshed a second time when the new one is refused too', async () => {
    bed.fake.reset();
    const id = await bed.insertNews();
    const invalid = { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' };
    bed.fake.failNext(DRAFT, invalid);
    bed.fake.failNext(DRAFT, invalid);
    const response = await bed.sync(id);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(
      '同步到公众号失败：公众号访问令牌无效，重新获取后仍被拒绝：请检查 AppSecret 是否已在公众平台重置',
    );
    expect(bed.fake.callsTo(DRAFT)).toHaveLength(2);
    expect(bed.fake.callsTo(TOKEN)).toHaveLength(1);
    expect(bed.fake.published).toHaveLength(0);
  });

  it('says so when the account API cannot be reached, without naming the address with its token', async () => {
    const id = await bed.insertNews();
    await bed.fake.close();
    const response = await bed.sync(id);
    expect(response.statusCode).toBe(400);
    const { msg } = response.json<{ msg: string }>();
    expect(msg).toBe(
      `同步到公众号失败：无法连接微信公众号接口 ${new URL(bed.fake.url).host}，请检查网络或 WECHAT_API_BASE`,
    );
    expect(msg).not.toContain('access_token');
    expect(await bed.newsRow(id)).toMatchObject({ syncStatus: 2, syncMessage: msg });
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allowOutbound } from '../src/http/outbound';
import { messages } from '../src/i18n';
import { prepareArticleHtml, replaceImageSources } from '../src/services/website/wechat/article-html';
import { describeWechatFailure } from '../src/services/website/wechat/errors';
import type { PublishError } from '../src/services/website/wechat/publisher';
import { WechatApi } from '../src/services/website/wechat/wechat-api';
import { LOCAL_FAKES } from './support/local-fakes';
import { type FakeWechat, startWechatFake } from './support/wechat-fake';
import { APP_ID, APP_SECRET } from './support/wechat-setup';

let fake: FakeWechat;
beforeAll(async () => {
  fake = await startWechatFake({ appId: APP_ID, appSecret: APP_SECRET });
  // No app here to set it from the configuration: the fake on this machine is allowed directly.
  allowOutbound(LOCAL_FAKES);
});
afterAll(async () => {
  // The next file in this worker starts from nothing allowed, as a server does.
  allowOutbound([]);
  await fake?.close();
});
beforeEach(() => fake.reset());

const TOKEN = '/cgi-bin/stable_token';
const credentials = () => ({ appId: APP_ID, appSecret: APP_SECRET, apiBase: fake.url });

describe('WechatApi', () => {
  it('asks for one token for concurrent calls and keeps it until shortly before it expires', async () => {
    let now = 1_000_000;
    const api = new WechatApi(credentials(), { now: () => now });
    const [a, b] = await Promise.all([api.accessToken(), api.accessToken()]);
    expect(a).toBe(b);
    expect(fake.callsTo(TOKEN)).toHaveLength(1);

    now += 7200_000 - 6 * 60_000; // six minutes before the end of its two hours: still used
    await api.accessToken();
    expect(fake.callsTo(TOKEN)).toHaveLength(1);
    now += 2 * 60_000; // within the last five minutes: a new one is asked for
    await api.accessToken();
    expect(fake.callsTo(TOKEN)).toHaveLength(2);
  });

  it('explains refused credentials without repeating the secret', async () => {
    const wrong = new WechatApi({ ...credentials(), appSecret: 'wrong-secret' });
    await expect(wrong.accessToken()).rejects.toThrow(
      '公众号 AppSecret 无效：请检查 WECHAT_APP_SECRET（公众平台「设置与开发 › 基本配置」）',
    );
    const unknown = new WechatApi({ ...credentials(), appId: 'wx-unknown' });
    await expect(unknown.accessToken()).rejects.toThrow('公众号 AppID 无效：请检查 WECHAT_APP_ID');
  });

  it('blanks the secret should the account ever echo it', async () => {
    const api = new WechatApi(credentials());
    fake.failNext('/cgi-bin/draft/add', { errcode: 99999, errmsg: `bad secret ${APP_SECRET}` });
    await expect(api.postJson('/cgi-bin/draft/add', {})).rejects.toThrow(
      '微信公众号返回错误 99999：bad secret ******',
    );
  });

  it("says the same failures in English (issue 39), WeChat's own words as they are", async () => {
    const en = (errcode: number, errmsg = '') =>
      messages.translate('en', describeWechatFailure({ errcode, errmsg }));
    expect(en(45003)).toBe(
      'The title is longer than the official account allows (32 characters): shorten it and try again',
    );
    expect(en(40164, 'invalid ip 203.0.113.7 ipv6 ::ffff:203.0.113.7, not in whitelist')).toBe(
      "This server's IP address is not on the official account's IP whitelist: add it on the Official Accounts Platform, under Settings and Development › Basic Configuration › IP Whitelist (this server's outgoing IP address: 203.0.113.7)",
    );
    expect(en(61234, 'something new')).toBe(
      'The WeChat official account answered with error 61234: something new',
    );
    expect(en(61234)).toBe('The WeChat official account answered with error 61234 (no explanation given)');
    expect(messages.translate('zh', describeWechatFailure({ errcode: 61234, errmsg: '' }))).toBe(
      '微信公众号返回错误 61234：（无说明）',
    );

    const api = new WechatApi(credentials());
    fake.failNext('/cgi-bin/draft/add', { errcode: 99999, errmsg: `bad secret ${APP_SECRET}` });
    const error: PublishError = await api.postJson('/cgi-bin/draft/add', {}).then(
      () => expect.fail('refused'),
      (e) => e,
    );
    expect(messages.translate('en', error.said)).toBe(
      'The WeChat official account answered with error 99999: bad secret ******',
    );
  });

  describe('against a server that never answers', () => {
    let silent: Server;
    beforeAll(async () => {
      silent = createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    });

    it('gives up after its timeout with a sentence, not an address', async () => {
      const { port } = silent.address() as AddressInfo;
      const api = new WechatApi(
        { ...credentials(), apiBase: `http://127.0.0.1:${port}` },
        { timeoutMs: 300 },
      );
      await expect(api.accessToken()).rejects.toThrow('连接微信公众号接口超时（0 秒），请稍后重试');
    });
  });
});

describe('the article body sent to the account', () => {
  it('keeps the formatting and drops what runs or embeds (OWASP XSS payloads)', () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<svg/onload=alert(1)>',
      '<a href="javascript:alert(1)">链接</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<body onload=alert(1)>',
      '<div style="background:url(javascript:alert(1))">样式</div>',
      '<IMG SRC="jav&#x09;ascript:alert(1);">',
    ];
    const { html, imageSources } = prepareArticleHtml(
      `<h2>标题</h2><p>正文<em>强调</em></p>${payloads.join('')}`,
    );
    expect(html).toBe('<h2>标题</h2><p>正文<em>强调</em></p><img src="x" /><a>链接</a><div>样式</div>');
    expect(html).not.toMatch(/script|onerror|onload|javascript|iframe|style=/i);
    expect(imageSources).toEqual(['x']);
  });

  it('lists each image once and replaces its address everywhere it appears', () => {
    const { html, imageSources } = prepareArticleHtml(
      '<p><img src=" /site/a.png " alt="a"></p><img src="/site/a.png"><img src="/site/b.png">',
    );
    expect(imageSources).toEqual(['/site/a.png', '/site/b.png']);
    const replaced = replaceImageSources(
      html,
      new Map([
        ['/site/a.png', 'http://mmbiz.qpic.cn/a'],
        ['/site/b.png', 'http://mmbiz.qpic.cn/b'],
      ]),
    );
    expect(replaced).toBe(
      '<p><img src="http://mmbiz.qpic.cn/a" alt="a" /></p><img src="http://mmbiz.qpic.cn/a" /><img src="http://mmbiz.qpic.cn/b" />',
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { sayZh } from '../src/i18n';
import { NOT_CONFIGURED } from '../src/services/website/wechat';
import { startWechatTestBed, type WechatTestBed } from './support/wechat-setup';

describe('WECHAT_* configuration', () => {
  it('defaults to no account and the official API address', () => {
    const config = loadConfig({});
    expect(config.wechatAppId).toBeUndefined();
    expect(config.wechatAppSecret).toBeUndefined();
    expect(config.wechatApiBase).toBe('https://api.weixin.qq.com');
  });

  it('reads the account and the address, trimmed, without a trailing slash', () => {
    const config = loadConfig({
      WECHAT_APP_ID: ' wx0123456789abcdef ',
      WECHAT_APP_SECRET: 's3cret',
      WECHAT_API_BASE: 'http://127.0.0.1:4822/',
    });
    expect(config).toMatchObject({
      wechatAppId: 'wx0123456789abcdef',
      wechatAppSecret: 's3cret',
      wechatApiBase: 'http://127.0.0.1:4822',
    });
    expect(loadConfig({ WECHAT_API_BASE: 'https://proxy.example.com/wechat/' }).wechatApiBase).toBe(
      'https://proxy.example.com/wechat',
    );
    expect(loadConfig({ WECHAT_APP_ID: '  ' }).wechatAppId).toBeUndefined();
  });

  it('refuses an address that is not plain http(s), saying which variable', () => {
    expect(() => loadConfig({ WECHAT_API_BASE: 'api.weixin.qq.com' })).toThrow(
      'WECHAT_API_BASE must be an http(s) address such as https://api.weixin.qq.com, got "api.weixin.qq.com"',
    );
    expect(() => loadConfig({ WECHAT_API_BASE: 'ftp://api.weixin.qq.com' })).toThrow(/WECHAT_API_BASE/);
    expect(() => loadConfig({ WECHAT_API_BASE: 'https://api.weixin.qq.com/?access_token=x' })).toThrow(
      /without query/,
    );
  });
});

describe('syncWeixinPublic without an account', () => {
  let bed: WechatTestBed;
  beforeAll(async () => {
    bed = await startWechatTestBed({ wechatAppId: undefined, wechatAppSecret: undefined });
  });
  afterAll(async () => {
    await bed?.close();
  });

  it('answers 400 naming the variables to set, and records nothing', async () => {
    const id = await bed.insertNews();
    const response = await bed.sync(id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, msg: sayZh(NOT_CONFIGURED) });
    expect(sayZh(NOT_CONFIGURED)).toBe('未配置微信公众号：请设置 WECHAT_APP_ID 和 WECHAT_APP_SECRET');
    expect(await bed.newsRow(id)).toMatchObject({ syncStatus: 0, syncTime: null, syncMessage: null });
    expect(bed.fake.calls).toEqual([]);
  });
});

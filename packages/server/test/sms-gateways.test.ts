import { createRequire } from 'node:module';
import type { Page } from '@blade-console/blade-client/types';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../src/db/ids';
import { bladeSmsOutbox } from '../src/db/schema';
import { SMS_LIMITS } from '../src/services/resource/sms/sender';
import { aliyunSignature, tc3Authorization } from '../src/services/resource/sms/signing';
import { authed, dataOf, signInNewUser, startSignedIn, type TestServer } from './helpers';
import { LOCAL_FAKES_ALLOWED } from './support/local-fakes';
import {
  HANGING_PHONE,
  REFUSED_TEMPLATE,
  SMS_FAKE_KEYS,
  type SmsFakes,
  startSmsFakes,
} from './support/sms-fakes';

const require = createRequire(import.meta.url);

describe('gateway signatures match the vendors’ own signers', () => {
  it('Alibaba Cloud RPC (HMAC-SHA1) as @alicloud/openapi-util computes it', () => {
    const { getRPCSignature } = require('@alicloud/openapi-util').default;
    const params = {
      AccessKeyId: 'testid',
      Action: 'SendSms',
      SignName: '阿里云 短信*测试~!',
      TemplateParam: `{"code":"12 34","name":"(a)'b"}`,
      Timestamp: '2017-07-12T02:42:19Z',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
    };
    for (const method of ['POST', 'GET']) {
      expect(aliyunSignature(params, method, 'testsecret')).toBe(
        getRPCSignature(params, method, 'testsecret'),
      );
    }
  });

  it('Tencent Cloud TC3-HMAC-SHA256 as tencentcloud-sdk-nodejs-common computes it', () => {
    const { sign3 } = require('tencentcloud-sdk-nodejs-common/tencentcloud/common/sign').default;
    const payload = JSON.stringify({ PhoneNumberSet: ['+8613800000000'], TemplateParamSet: ['未命名', '1'] });
    const input = { secretId: 'AKIDexample', secretKey: 'secretExample', timestamp: 1551113065 };
    const contentType = 'application/json; charset=utf-8';
    expect(
      tc3Authorization({ ...input, service: 'sms', host: 'sms.tencentcloudapi.com', contentType, payload }),
    ).toBe(
      sign3({
        ...input,
        method: 'POST',
        url: 'https://sms.tencentcloudapi.com/',
        payload: Buffer.from(payload),
        service: 'sms',
        headers: { 'Content-Type': contentType },
      }),
    );
  });
});

let server: TestServer;
let token: string;
let fakes: SmsFakes;

beforeAll(async () => {
  fakes = await startSmsFakes();
  ({ server, token } = await startSignedIn({
    smsAliyunEndpoint: fakes.aliyunUrl,
    smsTencentEndpoint: fakes.tencentUrl,
    smsTimeoutMs: 2000,
    ...LOCAL_FAKES_ALLOWED,
  }));
});
afterAll(async () => {
  await server?.close();
  await fakes?.close();
});

const post = (url: string, payload?: Record<string, unknown>, app = server.app) =>
  authed(app, token, { method: 'POST', url, ...(payload ? { payload } : {}) });

const ali = (code: string, more: Record<string, unknown> = {}) => ({
  smsCode: code,
  category: 3,
  templateId: 'SMS_153055065',
  signName: '布雷德物流',
  ...SMS_FAKE_KEYS,
  ...more,
});
const tencent = (code: string, more: Record<string, unknown> = {}) => ({
  ...ali(code),
  category: 4,
  templateId: '449739',
  appId: '1400006666',
  ...more,
});

async function addSms(row: Record<string, unknown>) {
  const saved = await post('/api/blade-resource/sms/submit', row);
  expect(saved.statusCode, saved.body).toBe(200);
}

function send(code: string, phones: string, params = '{"code":"1234"}', app = server.app) {
  return post(
    `/api/blade-resource/sms/endpoint/send-message?${new URLSearchParams({ code, phones, params })}`,
    undefined,
    app,
  );
}

async function rowOf(phone: string) {
  const rows = await server.database.db.select().from(bladeSmsOutbox).where(eq(bladeSmsOutbox.phone, phone));
  return rows.at(-1);
}

describe('SMS through Alibaba Cloud and Tencent Cloud', () => {
  it('sends through each gateway and records its answer per message', async () => {
    await addSms(ali('ali-ok'));
    await addSms(tencent('tc-ok'));
    const viaAli = await send('ali-ok', '13800000001,13800000002');
    expect(viaAli.statusCode, viaAli.body).toBe(200);
    expect(viaAli.json()).toMatchObject({
      msg: '发送成功',
      data: {
        delivery: 'gateway',
        results: [{ phone: '13800000001', status: 'sent', code: 'OK' }, { status: 'sent' }],
      },
    });
    expect(await rowOf('13800000001')).toMatchObject({
      status: 'sent',
      providerCode: 'OK',
      smsCode: 'ali-ok',
    });
    expect((await rowOf('13800000001'))?.bizId).toMatch(/^biz-/);

    const viaTencent = await send('tc-ok', '13800000003', '{"1":"5678","2":"5"}');
    expect(viaTencent.statusCode, viaTencent.body).toBe(200);
    expect(await rowOf('13800000003')).toMatchObject({ status: 'sent', providerCode: 'Ok' });
    expect(fakes.sent).toEqual(
      expect.arrayContaining([
        { gateway: 'ali', phone: '13800000001', template: 'SMS_153055065', params: { code: '1234' } },
        { gateway: 'tencent', phone: '13800000003', template: '449739', params: ['5678', '5'] },
      ]),
    );
    expect(fakes.badSignatures).toBe(0);
  });

  it('reports a refused template, a wrong secret and a timeout with the gateway’s reason', async () => {
    await addSms(ali('ali-refused', { templateId: REFUSED_TEMPLATE.ali }));
    await addSms(tencent('tc-refused', { templateId: REFUSED_TEMPLATE.tencent }));
    await addSms(ali('ali-wrong-secret', { secretKey: 'not-the-secret' }));
    const cases: [string, string, number, string, string][] = [
      ['ali-refused', '13800000011', 400, 'refused', 'isv.SMS_TEMPLATE_ILLEGAL'],
      ['tc-refused', '13800000012', 400, 'refused', 'FailedOperation.TemplateIncorrectOrUnapproved'],
      ['ali-wrong-secret', '13800000013', 400, 'refused', 'SignatureDoesNotMatch'],
      ['ali-ok', HANGING_PHONE, 500, 'failed', 'timeout'],
    ];
    for (const [code, phone, status, rowStatus, providerCode] of cases) {
      const response = await send(code, phone);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().msg).toContain(providerCode);
      expect(response.json().data.results).toEqual([
        expect.objectContaining({ phone, status: rowStatus, code: providerCode }),
      ]);
      expect(await rowOf(phone)).toMatchObject({ status: rowStatus, providerCode });
    }
    expect(fakes.badSignatures).toBe(1);
  });

  it('checks templates and parameters before sending anything', async () => {
    await addSms(ali('ali-bad-template', { templateId: 'T1' }));
    await addSms(tencent('tc-no-app', { appId: '' }));
    await addSms(ali('yunpian', { category: 1 }));
    const before = fakes.sent.length;
    const cases: [string, string, string][] = [
      ['ali-bad-template', '{"code":"1"}', '应形如 SMS_123456789'],
      ['tc-no-app', '{"1":"1"}', '缺少 appId'],
      ['yunpian', '{"code":"1"}', '暂未接入'],
      ['ali-ok', '{"code":{"nested":1}}', '变量 code 应为文字或数字'],
      ['ali-ok', `{"code":"${'x'.repeat(36)}"}`, '超过 35 个字符'],
      ['ali-ok', '[1]', 'JSON 对象'],
    ];
    for (const [code, params, message] of cases) {
      const response = await send(code, '13800000021', params);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().msg).toContain(message);
    }
    expect(fakes.sent.length).toBe(before);
    expect(await rowOf('13800000021')).toBeUndefined();
  });

  it('limits texts per phone, shared by every replica through the database', async () => {
    expect((await send('ali-ok', '13800000031')).statusCode).toBe(200);
    const again = await send('ali-ok', '13800000031');
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toContain('13800000031 一分钟内已发送过短信');
    const replica = await server.replica();
    try {
      const fromReplica = await send('ali-ok', '13800000031', undefined, replica.app);
      expect(fromReplica.statusCode).toBe(429);
    } finally {
      await replica.close();
    }
    // A refused text does not count: the person can be sent one once the template is fixed.
    expect((await send('ali-refused', '13800000032')).statusCode).toBe(400);
    expect((await send('ali-ok', '13800000032')).statusCode).toBe(200);
    const page = await dataOf<Page<unknown>>(
      authed(server.app, token, { url: '/api/blade-resource/sms/list' }),
    );
    expect(JSON.stringify(page)).not.toContain(SMS_FAKE_KEYS.secretKey);
  });

  it('limits a tenant to 500 texts an hour, counting neither refused texts nor older ones', async () => {
    // A tenant of its own (no provider enabled: the outbox), so the other tests' texts do not count.
    const tenantId = '600026';
    const tenantToken = await signInNewUser(server, { tenantId, account: 'smsbulk', roleAlias: 'admin' });
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const seeded = (n: number, status: string, createTime: Date) =>
      Array.from({ length: n }, () => ({
        id: nextId(),
        tenantId,
        smsCode: '',
        // A phone never sent to below: only the tenant's count matters here.
        phone: '13900000099',
        status,
        createUser: 1n,
        createTime,
      }));
    await server.database.db
      .insert(bladeSmsOutbox)
      .values([
        ...seeded(SMS_LIMITS.tenantPerHour - 2, 'sent', minutesAgo(30)),
        ...seeded(20, 'refused', minutesAgo(10)),
        ...seeded(20, 'outbox', minutesAgo(61)),
      ]);
    const tenantRows = async () =>
      Number(
        (
          await server.database.db
            .select({ n: count() })
            .from(bladeSmsOutbox)
            .where(eq(bladeSmsOutbox.tenantId, tenantId))
        )[0]?.n,
      );
    const sendAs = (phones: string) =>
      authed(server.app, tenantToken, {
        method: 'POST',
        url: `/api/blade-resource/sms/endpoint/send-message?${new URLSearchParams({ phones, params: '{"code":"1"}' })}`,
      });

    // Two short of the limit: two more texts fit exactly.
    const fits = await sendAs('13700000041,13700000042');
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json().data.delivery).toBe('outbox');
    const before = await tenantRows();
    const refused = await sendAs('13700000043');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 429,
      msg: '本租户一小时内最多发送 500 条短信，请稍后再试',
    });
    expect(await tenantRows()).toBe(before);
    const [kept] = await server.database.db
      .select()
      .from(bladeSmsOutbox)
      .where(and(eq(bladeSmsOutbox.tenantId, tenantId), eq(bladeSmsOutbox.phone, '13700000043')));
    expect(kept).toBeUndefined();
    // The other tenant is not held back by this one.
    expect((await send('ali-ok', '13800000051')).statusCode).toBe(200);
  });
});

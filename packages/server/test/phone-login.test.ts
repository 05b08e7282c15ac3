import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bladeAuthCode, bladeSmsOutbox, bladeUser } from '../src/db/schema';
import { sayZh } from '../src/i18n';
import { requestParams } from '../src/logs/request-log';
import { WRONG_SMS_CODE } from '../src/services/auth/phone-login';
import { BASIC_SABER, createUser, startTestServer } from './helpers';
import { serverForFile } from './support/server-for-file';

const started = serverForFile(async () => ({ server: await startTestServer() }));

/** A user of tenant 000000 with `phone`. */
async function userWithPhone(account: string, phone: string, tenantId = '000000') {
  await createUser(started.server.database, { tenantId, account, roleAlias: 'user' });
  await started.server.database.db
    .update(bladeUser)
    .set({ phone })
    .where(and(eq(bladeUser.tenantId, tenantId), eq(bladeUser.account, account)));
}

function askCode(phone: string, options: { tenantId?: string; ip?: string } = {}) {
  const query = new URLSearchParams({ phone, tenantId: options.tenantId ?? '000000' });
  return started.server.app.inject({
    method: 'POST',
    url: `/api/blade-auth/oauth/sms-code?${query}`,
    remoteAddress: options.ip ?? '10.0.0.1',
  });
}

function signIn(phone: string, code: string, path = '/api/blade-auth/oauth/token') {
  const grant: Record<string, string> = path.endsWith('oauth/token')
    ? { grant_type: 'sms_code' }
    : { grantType: 'sms_code' };
  return started.server.app.inject({
    method: 'POST',
    url: `${path}?${new URLSearchParams({ ...grant, tenantId: '000000', scope: 'all' })}`,
    headers: { authorization: BASIC_SABER, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ phone, code }).toString(),
  });
}

/** The code as the outbox holds it (what a person would read on their phone). */
async function codeInOutbox(phone: string): Promise<string> {
  const [row] = await started.server.database.db
    .select({ params: bladeSmsOutbox.params })
    .from(bladeSmsOutbox)
    .where(eq(bladeSmsOutbox.phone, phone))
    .orderBy(desc(bladeSmsOutbox.createTime))
    .limit(1);
  return (JSON.parse(row!.params) as { code: string }).code;
}

describe('phone sign-in', () => {
  it('texts a 6-digit code through the outbox and signs in with it once', async () => {
    await userWithPhone('phone1', '13800000001');
    const asked = await askCode('13800000001');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ success: true, msg: '验证码已发送，5 分钟内有效' });
    const code = await codeInOutbox('13800000001');
    expect(code).toMatch(/^\d{6}$/);

    // Hashed at rest: the code itself is in no row of the code table.
    const rows = await started.server.database.db.select().from(bladeAuthCode);
    expect(JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(code);

    const first = await signIn('13800000001', code);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ account: 'phone1', tenant_id: '000000' });
    const again = await signIn('13800000001', code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error_description).toBe(sayZh(WRONG_SMS_CODE));
  });

  it('refuses a wrong code, and spends the code after five wrong guesses', async () => {
    await userWithPhone('phone2', '13800000002');
    await askCode('13800000002', { ip: '10.0.0.2' });
    const code = await codeInOutbox('13800000002');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await signIn('13800000002', wrong);
      expect(response.json().error_description).toBe(sayZh(WRONG_SMS_CODE));
    }
    expect((await signIn('13800000002', code)).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    await userWithPhone('phone3', '13800000003');
    await askCode('13800000003', { ip: '10.0.0.3' });
    const code = await codeInOutbox('13800000003');
    await started.server.database.db
      .update(bladeAuthCode)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bladeAuthCode.subject, '13800000003'));
    expect((await signIn('13800000003', code)).json().error_description).toBe(sayZh(WRONG_SMS_CODE));
  });

  it('limits codes per phone (one a minute) and per client (ten an hour)', async () => {
    await userWithPhone('phone4', '13800000004');
    expect((await askCode('13800000004', { ip: '10.0.0.4' })).statusCode).toBe(200);
    const soon = await askCode('13800000004', { ip: '10.0.0.5' });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ success: false, msg: '验证码已发送，请一分钟后再重新获取' });

    for (let i = 0; i < 10; i++) {
      expect((await askCode(`1370000000${i}`, { ip: '10.0.0.6' })).statusCode).toBe(200);
    }
    const eleventh = await askCode('13700000010', { ip: '10.0.0.6' });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().msg).toContain('本设备一小时内请求验证码过多');
  });

  it('answers a phone of nobody like any other, texting nothing', async () => {
    const response = await askCode('13600000000', { ip: '10.0.0.7' });
    expect(response.json()).toMatchObject({ success: true, msg: '验证码已发送，5 分钟内有效' });
    const texts = await started.server.database.db
      .select()
      .from(bladeSmsOutbox)
      .where(eq(bladeSmsOutbox.phone, '13600000000'));
    expect(texts).toHaveLength(0);
  });

  it('checks the phone with SPEC §5 messages, and works on the 4.x token endpoint', async () => {
    const bad = await askCode('123', { ip: '10.0.0.8' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('手机号码长度不为11位');

    await userWithPhone('phone9', '13800000009');
    await askCode('13800000009', { ip: '10.0.0.9' });
    const response = await signIn('13800000009', await codeInOutbox('13800000009'), '/api/blade-auth/token');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ account: 'phone9' });
  });

  it('keeps sign-in codes out of the API log, and other codes in it', () => {
    const logged = (url: string, body: object) =>
      requestParams({ url, query: {}, body, headers: {} } as unknown as FastifyRequest);
    expect(logged('/api/blade-auth/oauth/token', { phone: '13800000001', code: '123456' })).toBe(
      '{"body":{"phone":"13800000001","code":"******"}}',
    );
    expect(logged('/api/blade-system/dict/submit', { code: 'sex' })).toContain('"code":"sex"');
  });
});

import { describe, expect, it } from 'vitest';
import { BladeApiError } from '../core/errors';
import { MOCK_SMS_CODE } from './auth';
import { mockTestBed } from './testBed';

const { newClient } = mockTestBed();

describe('mocks: phone sign-in and guest approval', () => {
  it('signs in by phone once with the mock code after one was asked for', async () => {
    const client = newClient();
    await expect(client.auth.phoneToken({ phone: '13666666666', code: MOCK_SMS_CODE })).rejects.toThrow(
      '验证码错误或已过期',
    );
    await client.auth.sendSmsCode({ phone: '13666666666' });
    await expect(
      client.auth.phoneToken({ phone: '13666666666', code: MOCK_SMS_CODE }),
    ).resolves.toMatchObject({
      account: 'user',
    });
    await expect(
      client.auth.phoneToken({ phone: '13666666666', code: MOCK_SMS_CODE }),
    ).rejects.toBeInstanceOf(Error);
  });

  it('registers a guest as pending, and approves or refuses them', async () => {
    const client = newClient();
    await client.auth.registerGuest({
      tenantId: '000000',
      name: '访客',
      account: 'guest-a',
      password: 'p',
      oauthId: '',
    });
    await client.auth.registerGuest({
      tenantId: '000000',
      name: '访客',
      account: 'guest-b',
      password: 'p',
      oauthId: '',
    });
    const pending = await client.user.list({ status: 0 });
    const ids = Object.fromEntries(pending.records.map((u) => [u.account, u.id]));
    expect(Object.keys(ids).sort()).toEqual(['guest-a', 'guest-b']);

    await client.user.auditPass(ids['guest-a']!);
    await client.user.auditRefuse([ids['guest-b']!]);
    expect((await client.user.detail(ids['guest-a']!)).status).toBe(1);
    expect((await client.user.detail(ids['guest-b']!)).status).toBe(2);
    await expect(client.user.auditPass('404')).rejects.toBeInstanceOf(BladeApiError);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createBladeClient } from '../client';
import { BladeApiError } from '../core/errors';
import { adminTokenResponse } from '../mocks/tokens';
import { createMemoryCookieJar } from '../storage/cookies';
import { createMemoryStorage } from '../storage/memory';
import { createBladeStorage } from '../storage/storage';
import { createFakeFetch, json, ok } from '../test-utils';
import type { TokenResponse } from '../types/auth';
import { hashPassword } from './password';
import { isTokenDue } from './session';

function tokenResponse(overrides: Partial<TokenResponse> = {}): TokenResponse {
  return adminTokenResponse({ access_token: 'access-1', refresh_token: 'refresh-1', ...overrides });
}

function isolatedStorage() {
  return createBladeStorage({
    local: createMemoryStorage(),
    session: createMemoryStorage(),
    cookies: createMemoryCookieJar(),
  });
}

describe('hashPassword', () => {
  it('is the md5 hex of the plain password', () => {
    expect(hashPassword('admin')).toBe('21232f297a57a5a743894a0e4a801fc3');
    expect(hashPassword('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });
});

describe('auth.token', () => {
  it('sends the grant in the query string, the md5 password in the body (never in an address), and the Blade headers', async () => {
    const fake = createFakeFetch(() => json(tokenResponse()));
    const client = createBladeClient({ fetch: fake.fetch, storage: isolatedStorage() });
    const answer = await client.auth.token({
      grantType: 'captcha',
      tenantId: '000000',
      username: 'admin',
      password: 'admin',
      captchaKey: 'k1',
      captchaCode: 'abcd',
      deptId: 'd1',
      roleId: 'r1',
    });
    expect(answer.access_token).toBe('access-1');
    const call = fake.calls[0];
    expect(call?.method).toBe('POST');
    const url = new URL(call?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/blade-auth/oauth/token');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenantId: '000000',
      username: 'admin',
      grant_type: 'captcha',
      type: 'account',
      scope: 'all',
    });
    expect(call?.body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(call?.body as URLSearchParams)).toEqual({
      password: '21232f297a57a5a743894a0e4a801fc3',
    });
    expect(call?.headers.get('Authorization')).toBe(`Basic ${btoa('saber:saber_secret')}`);
    expect(call?.headers.get('Tenant-Id')).toBe('000000');
    expect(call?.headers.get('Captcha-Key')).toBe('k1');
    expect(call?.headers.get('Captcha-Code')).toBe('abcd');
    expect(call?.headers.get('Dept-Id')).toBe('d1');
    expect(call?.headers.get('Role-Id')).toBe('r1');
  });

  it('surfaces error_description of a 400/401 answer as the message, without onUnauthorized', async () => {
    const onUnauthorized = vi.fn();
    const onError = vi.fn();
    const fake = createFakeFetch(() =>
      json({ error: 'invalid_grant', error_description: '用户名或密码错误' }, 400),
    );
    const client = createBladeClient({
      fetch: fake.fetch,
      storage: isolatedStorage(),
      onUnauthorized,
      onError,
    });
    await expect(client.auth.token({ username: 'admin', password: 'x' })).rejects.toThrow('用户名或密码错误');
    const unauthorized = createFakeFetch(() => json({ error_description: '客户端认证失败!' }, 401));
    const other = createBladeClient({
      fetch: unauthorized.fetch,
      storage: isolatedStorage(),
      onUnauthorized,
    });
    await expect(other.auth.token({ username: 'admin', password: 'x' })).rejects.toThrow('客户端认证失败!');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('rejects an HTTP 200 answer that carries error_description', async () => {
    const fake = createFakeFetch(() => json({ error_description: '验证码不正确' }));
    const client = createBladeClient({ fetch: fake.fetch, storage: isolatedStorage() });
    const error = await client.auth.token({ username: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BladeApiError);
    expect(error).toMatchObject({ message: '验证码不正确', code: 400, httpStatus: 200 });
  });

  it('sends social, authorization_code and refresh grants', async () => {
    const fake = createFakeFetch(() => json(tokenResponse()));
    const client = createBladeClient({ fetch: fake.fetch, storage: isolatedStorage() });
    await client.auth.social({ source: 'github', code: 'c', state: 's' });
    await client.auth.authorizationCode({ code: 'c2', redirectUri: 'http://localhost/cb', state: '000001' });
    await client.auth.refreshToken({ refreshToken: 'r', tenantId: '000000' });
    const queries = fake.calls.map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams));
    expect(queries[0]).toEqual({
      tenantId: '000000',
      source: 'github',
      state: 's',
      grant_type: 'social',
      scope: 'all',
    });
    expect(queries[1]).toEqual({
      tenantId: '000001',
      grant_type: 'authorization_code',
      redirect_uri: 'http://localhost/cb',
      scope: 'all',
    });
    // The one-time codes sign in: in the body, never in the URL.
    expect(String(fake.calls[0]?.body)).toBe('code=c');
    expect(String(fake.calls[1]?.body)).toBe('code=c2');
    // The refresh token goes in the urlencoded body, never in the URL.
    expect(queries[2]).toEqual({ tenantId: '000000', grant_type: 'refresh_token', scope: 'all' });
    expect(fake.calls[2]?.body).toBeInstanceOf(URLSearchParams);
    expect(String(fake.calls[2]?.body)).toBe('refresh_token=r');
  });

  it('asks for a phone code with the phone in the query, and signs in with the code in the body', async () => {
    const fake = createFakeFetch((call) => (call.url.includes('sms-code') ? ok({}) : json(tokenResponse())));
    const client = createBladeClient({ fetch: fake.fetch, storage: isolatedStorage() });
    await client.auth.sendSmsCode({ phone: '13800000001' });
    await client.auth.phoneToken({ tenantId: '000001', phone: '13800000001', code: '123456' });
    expect(fake.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/blade-auth/oauth/sms-code?tenantId=000000&phone=13800000001',
    });
    const query = Object.fromEntries(new URL(fake.calls[1]!.url, 'http://x').searchParams);
    expect(query).toEqual({ tenantId: '000001', phone: '13800000001', grant_type: 'sms_code', scope: 'all' });
    // The code is a one-time secret: in the body, like a password, never in the URL.
    expect(String(fake.calls[1]?.body)).toBe('code=123456');
  });

  it('reads the plain captcha answer and posts logs to the logout endpoint', async () => {
    const fake = createFakeFetch((call) =>
      call.url.endsWith('/captcha') ? json({ key: 'k', image: 'data:image/png;base64,AA' }) : ok({}),
    );
    const client = createBladeClient({ fetch: fake.fetch, storage: isolatedStorage() });
    await expect(client.auth.captcha()).resolves.toEqual({ key: 'k', image: 'data:image/png;base64,AA' });
    await client.auth.sendLogs([{ url: '/x', time: '2024-01-01 00:00:00', type: 'error', message: 'm' }]);
    await client.auth.registerGuest({
      tenantId: '000000',
      name: 'n',
      account: 'a',
      password: 'p',
      oauthId: 'o',
    });
    expect(fake.calls[1]).toMatchObject({ method: 'POST', url: '/api/blade-auth/oauth/logout' });
    expect(JSON.parse(String(fake.calls[1]?.body))).toHaveLength(1);
    // The guest's password goes in the form body, not the address.
    expect(fake.calls[2]).toMatchObject({ method: 'POST', url: '/api/blade-user/register-guest' });
    expect(String(fake.calls[2]?.body)).toBe('tenantId=000000&name=n&account=a&password=p&oauthId=o');
  });
});

describe('user.updatePassword', () => {
  it('sends the md5 of each password in the form body, nothing of them in the address', async () => {
    const fake = createFakeFetch(() => ok({}));
    const client = createBladeClient({ fetch: fake.fetch, storage: isolatedStorage() });
    await client.user.updatePassword({ oldPassword: 'admin', newPassword: 'n3w', newPassword1: 'n3w' });
    const call = fake.calls[0];
    expect(call).toMatchObject({ method: 'POST', url: '/api/blade-user/update-password' });
    // fetch sends a URLSearchParams body as application/x-www-form-urlencoded.
    expect(call?.body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(new URLSearchParams(String(call?.body)))).toEqual({
      oldPassword: hashPassword('admin'),
      newPassword: hashPassword('n3w'),
      newPassword1: hashPassword('n3w'),
    });
  });
});

describe('session', () => {
  it('stores tokens in the cookies and prefixed records on save, and clears them', () => {
    const storage = isolatedStorage();
    const client = createBladeClient({ fetch: createFakeFetch().fetch, storage });
    client.session.save(tokenResponse());
    expect(storage.getToken()).toBe('access-1');
    expect(storage.getRefreshToken()).toBe('refresh-1');
    expect(storage.getStore({ name: 'token' })).toBe('access-1');
    expect(storage.getStore<TokenResponse>({ name: 'userInfo' })?.user_id).toBe('1123598821738675201');
    client.session.clear();
    expect(storage.getToken()).toBeUndefined();
    expect(storage.getStore({ name: 'token' })).toBeUndefined();
  });

  it('refreshes once for 50 concurrent callers and stores the new tokens', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fake = createFakeFetch(async () => {
      await gate;
      return json(tokenResponse({ access_token: 'access-2', refresh_token: 'refresh-2' }));
    });
    const storage = isolatedStorage();
    const client = createBladeClient({ fetch: fake.fetch, storage });
    client.session.save(tokenResponse());

    const callers = Array.from({ length: 50 }, () => client.session.refresh());
    expect(client.session.isRefreshing()).toBe(true);
    release();
    const results = await Promise.all(callers);

    expect(fake.calls).toHaveLength(1);
    expect(new Set(results).size).toBe(1);
    expect(results[0]?.access_token).toBe('access-2');
    expect(storage.getToken()).toBe('access-2');
    expect(storage.getRefreshToken()).toBe('refresh-2');
    expect(client.session.isRefreshing()).toBe(false);
    const query = Object.fromEntries(new URL(fake.calls[0]?.url ?? '', 'http://x').searchParams);
    expect(query).toMatchObject({ grant_type: 'refresh_token', tenantId: '000000' });
    expect(String(fake.calls[0]?.body)).toBe('refresh_token=refresh-1');
    expect(fake.calls[0]?.headers.get('Dept-Id')).toBe('1123598813738675201');

    // The lock is released: a later refresh makes a new request.
    await client.session.refresh();
    expect(fake.calls).toHaveLength(2);
  });

  it('runs a refresh for another department after the one in flight, not instead of it', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let count = 0;
    const fake = createFakeFetch(async () => {
      count += 1;
      if (count === 1) await gate;
      return json(tokenResponse({ access_token: `access-${count + 1}` }));
    });
    const client = createBladeClient({ fetch: fake.fetch, storage: isolatedStorage() });
    client.session.save(tokenResponse());
    const timer = client.session.refresh();
    const switched = client.session.refresh({ deptId: 'dept-2' });
    release();
    expect((await timer).access_token).toBe('access-2');
    expect((await switched).access_token).toBe('access-3');
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[1]?.headers.get('Dept-Id')).toBe('dept-2');
  });

  it('releases the single-flight lock after a failed refresh, and all callers see the failure', async () => {
    const fake = createFakeFetch(() => json({ error_description: '令牌已过期' }, 401));
    const onUnauthorized = vi.fn();
    const client = createBladeClient({ fetch: fake.fetch, storage: isolatedStorage(), onUnauthorized });
    client.session.save(tokenResponse());
    const outcomes = await Promise.allSettled([client.session.refresh(), client.session.refresh()]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(fake.calls).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(client.session.isRefreshing()).toBe(false);
  });

  it('startAutoRefresh refreshes once the token reaches tokenTime, checking every 10 s', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-05-01T00:00:00Z'));
    const fake = createFakeFetch(() => json(tokenResponse({ access_token: 'access-2' })));
    const client = createBladeClient({ fetch: fake.fetch, storage: isolatedStorage() });
    client.session.save(tokenResponse());
    const stop = client.session.startAutoRefresh();
    await vi.advanceTimersByTimeAsync(2_990_000);
    expect(fake.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10_000);
    // No Web Locks here (jsdom): the storage lease lets its write settle for a moment first.
    await vi.advanceTimersByTimeAsync(100);
    expect(fake.calls).toHaveLength(1);
    expect(client.session.getToken()).toBe('access-2');
    // The new token was saved now, so the next ticks do nothing.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.calls).toHaveLength(1);
    stop();
    vi.useRealTimers();
  });

  it('isTokenDue compares the token age in seconds with tokenTime (default 3000)', () => {
    const saved = 1_000_000;
    expect(isTokenDue(saved, saved + 2_999_000)).toBe(false);
    expect(isTokenDue(saved, saved + 3_000_000)).toBe(true);
    expect(isTokenDue(saved, saved + 10_000, 10)).toBe(true);
  });
});

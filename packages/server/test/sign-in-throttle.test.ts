import { sm2 } from 'sm-crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCKED_MESSAGE, MAX_FAILED_SIGN_INS } from '../src/auth/lockout';
import { md5Hex } from '../src/auth/password';
import { clientThrottledMessage, MAX_CLIENT_FAILURES } from '../src/auth/sign-in-throttle';
import { CAPTCHA_LIMIT, REGISTER_GUEST_LIMIT, SIGN_IN_PER_MINUTE } from '../src/http/rate-limit';
import { sayZh } from '../src/i18n';
import { ADMIN_PASSWORD, BASIC_SABER, createUser, startTestServer, type TestServer } from './helpers';

/**
 * Issue 17, point 6: per-client limits on the public sign-in endpoints, a per-client cap on failed
 * sign-ins across accounts (spraying), and a lock-out strangers cannot impose on everyone.
 * Every case uses its own client address, so the counters of one never touch another's.
 */
// A case signs in up to 21 times, each a bcrypt comparison: seconds on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let server: TestServer;
let publicKey: string;
beforeAll(async () => {
  // The real figure, not the helpers' raised one.
  server = await startTestServer({ signInRateLimit: SIGN_IN_PER_MINUTE });
  publicKey = (await server.app.inject('/api/blade-auth/public-key')).json().data.publicKey;
});
afterAll(async () => {
  await server?.close();
});

/** A password sign-in through SPEC's path (`/oauth/token`, md5) or 4.x's (`/token`, camelCase). */
function token(
  remoteAddress: string,
  options: {
    path?: 'spec' | '4x';
    account?: string;
    password?: string;
    tenantId?: string;
    app?: TestServer['app'];
  } = {},
) {
  const { account = 'admin', password = ADMIN_PASSWORD, tenantId = '000000' } = options;
  const query =
    options.path === '4x'
      ? // 4.x clients encrypt the password with the server's SM2 key (C1C2C3).
        new URLSearchParams({
          grantType: 'password',
          account,
          password: sm2.doEncrypt(password, publicKey, 0),
          tenantId,
        })
      : new URLSearchParams({
          grant_type: 'password',
          username: account,
          password: md5Hex(password),
          tenantId,
        });
  const url = options.path === '4x' ? '/api/blade-auth/token' : '/api/blade-auth/oauth/token';
  return (options.app ?? server.app).inject({
    method: 'POST',
    url: `${url}?${query}`,
    headers: { authorization: BASIC_SABER },
    remoteAddress,
  });
}

/** How many of `count` calls answer 429, and the message of the first that does. */
async function refusedOf(count: number, call: () => Promise<{ statusCode: number; body: string }>) {
  const answers = [];
  for (let i = 0; i < count; i++) answers.push(await call());
  const refused = answers.filter((a) => a.statusCode === 429);
  return { refused: refused.length, first: refused[0]?.body ?? '' };
}

describe('per-client rate limits', () => {
  it.each(['spec', '4x'] as const)('token (%s path): 20 a minute per client, then 429', async (path) => {
    const client = path === 'spec' ? '10.1.0.1' : '10.1.0.2';
    // Signing in as the administrator succeeds and so never trips the failure cap: only the rate limit can refuse.
    const { refused, first } = await refusedOf(SIGN_IN_PER_MINUTE + 1, () =>
      token(client, { path, account: 'admin' }),
    );
    expect(refused).toBe(1);
    expect(first).toContain('请求过于频繁');
    // Another client is not affected.
    expect((await token('10.1.0.3', { path })).statusCode).not.toBe(429);
  });

  it.each([
    ['/api/blade-auth/oauth/captcha', '10.2.0.1'],
    ['/api/blade-auth/captcha', '10.2.0.2'],
  ])('captcha %s: %s', async (url, remoteAddress) => {
    const { refused } = await refusedOf(CAPTCHA_LIMIT.max + 1, () =>
      server.app.inject({ url, remoteAddress }),
    );
    expect(refused).toBe(1);
  });

  it("counts both dialects' token endpoints, and both captcha endpoints, as one (each allowed the figure)", async () => {
    const client = '10.1.0.9';
    const half = SIGN_IN_PER_MINUTE / 2;
    const spec = await refusedOf(half, () => token(client, { path: 'spec' }));
    const bladeX4 = await refusedOf(half + 1, () => token(client, { path: '4x' }));
    expect([spec.refused, bladeX4.refused]).toEqual([0, 1]);

    const images = '10.2.0.9';
    const captcha = (url: string) => () => server.app.inject({ url, remoteAddress: images });
    const first = await refusedOf(CAPTCHA_LIMIT.max - 1, captcha('/api/blade-auth/oauth/captcha'));
    const second = await refusedOf(2, captcha('/api/blade-auth/captcha'));
    expect([first.refused, second.refused]).toEqual([0, 1]);
  });

  it('register-guest', async () => {
    const { refused, first } = await refusedOf(REGISTER_GUEST_LIMIT.max + 1, () =>
      server.app.inject({
        method: 'POST',
        url: `/api/blade-user/register-guest?${new URLSearchParams({ tenantId: 'nope', account: 'a', password: 'p' })}`,
        remoteAddress: '10.3.0.1',
      }),
    );
    expect(refused).toBe(1);
    expect(JSON.parse(first)).toMatchObject({ code: 429, success: false });
  });
});

describe('failed sign-ins per client across accounts (spraying)', () => {
  // Two replicas over one database whose per-minute limits are out of the way: the failure count is
  // the database's, so what one replica counts the other refuses.
  let replicas: Awaited<ReturnType<TestServer['replica']>>[];
  beforeAll(async () => {
    replicas = [
      await server.replica({ signInRateLimit: 10_000 }),
      await server.replica({ signInRateLimit: 10_000 }),
    ];
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.close();
  });

  it('refuses a client past the cap with 429 and a message, whatever account it tries next', async () => {
    const sprayer = '10.4.0.1';
    // One password against many accounts in two tenants: never more than two per account, so no
    // per-account lock-out is reached.
    for (let i = 0; i < MAX_CLIENT_FAILURES; i++) {
      const answer = await token(sprayer, {
        app: replicas[0]!.app,
        account: `victim${i % 10}`,
        tenantId: i % 2 ? '000000' : '100000',
        password: '123456',
      });
      expect(answer.statusCode).toBe(400);
    }
    const app = replicas[1]!.app;
    const refused = await token(sprayer, { app, account: 'someone-else', password: '123456' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_description).toBe(sayZh(clientThrottledMessage(15)));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: the client is refused before any password is checked.
    expect((await token(sprayer, { app })).statusCode).toBe(429);
    // The 4.x path shares the count.
    expect((await token(sprayer, { app, path: '4x' })).statusCode).toBe(429);
    // Everyone else signs in.
    expect((await token('10.4.0.2', { app })).statusCode).toBe(200);
  });

  it('takes back the attempt of a successful sign-in, so people who sign in are never throttled', async () => {
    const office = '10.5.0.1';
    const app = replicas[0]!.app;
    // One more than the cap: counted and never taken back, the last would be refused.
    for (let i = 0; i <= MAX_CLIENT_FAILURES; i++) {
      expect((await token(office, { app })).statusCode).toBe(200);
    }
  });
});

describe('lock-out per account and client', () => {
  it('lets strangers lock an account only for themselves', async () => {
    const owner = await createUser(server.database, {
      tenantId: '000000',
      account: 'locktarget',
      password: 'own-secret',
      roleAlias: 'user',
    });
    const stranger = '10.6.0.1';
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) {
      expect((await token(stranger, { account: owner.account, password: 'guess' })).statusCode).toBe(400);
    }
    const locked = await token(stranger, { account: owner.account, password: owner.password });
    expect(locked.json().error_description).toBe(sayZh(LOCKED_MESSAGE));
    // The owner, from their own address, is not locked out.
    expect((await token('10.6.0.2', { account: owner.account, password: owner.password })).statusCode).toBe(
      200,
    );
  });
});

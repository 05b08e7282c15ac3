import type { AddressInfo } from 'node:net';
import type { TokenResponse } from '@blade-console/blade-client/types';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCKED_MESSAGE, MAX_FAILED_SIGN_INS } from '../src/auth/lockout';
import { md5Hex } from '../src/auth/password';
import { nextId, workerIdOf } from '../src/db/ids';
import { bladeCaptcha } from '../src/db/schema';
import { REPLICA_HEADER } from '../src/http/replica-header';
import { sayZh } from '../src/i18n';
import { BASIC_SABER, createUser, startTestServer, type TestServer } from './helpers';
import { type RoundRobinProxy, STATS_PATH, startRoundRobinProxy } from './support/round-robin-proxy';

/**
 * Two replicas over one database (the same PGlite, or one PostgreSQL under test-postgres.sh) behind
 * the round-robin proxy: every request lands on another replica than the one before, and sign-in,
 * captcha, lock-out, refresh and sign-out still behave as on one server. The e2e run through the
 * same proxy (scripts/test.sh, E2E_REPLICAS) drives the console this way.
 */
let server: TestServer;
let replica: Awaited<ReturnType<TestServer['replica']>>;
let proxy: RoundRobinProxy;

async function listening(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

beforeAll(async () => {
  server = await startTestServer({ captcha: true, replicaName: 'a', trustProxy: ['127.0.0.1'] });
  replica = await server.replica({ replicaName: 'b' });
  proxy = await startRoundRobinProxy([
    { name: 'a', port: await listening(server.app) },
    { name: 'b', port: await listening(replica.app) },
  ]);
});
afterAll(async () => {
  await proxy?.close();
  await replica?.close();
  await server?.close();
});

const TENANT = '000000';

/** A request through the proxy; the replica that answered comes back with the answer. */
async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${proxy.url}/api${path}`, init);
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, replica: response.headers.get(REPLICA_HEADER), body };
}

async function newCaptcha() {
  const answer = await call('/blade-auth/oauth/captcha');
  const key = String(answer.body.key);
  const [row] = await server.database.db.select().from(bladeCaptcha).where(eq(bladeCaptcha.key, key));
  return { key, code: row!.code, replica: answer.replica };
}

/** The console's password grant, with a fresh captcha fetched through the proxy first. */
async function token(account: string, password: string) {
  const captcha = await newCaptcha();
  const query = new URLSearchParams({
    grant_type: 'captcha',
    username: account,
    password: md5Hex(password),
    tenantId: TENANT,
    scope: 'all',
    type: 'account',
  });
  const answer = await call(`/blade-auth/oauth/token?${query}`, {
    method: 'POST',
    headers: { authorization: BASIC_SABER, 'captcha-key': captcha.key, 'captcha-code': captcha.code },
  });
  return { ...answer, captchaReplica: captcha.replica };
}

const bearer = (value: string) => ({ 'blade-auth': `bearer ${value}` });

describe('two replicas behind a round-robin proxy', () => {
  it('sends each request to another replica than the one before', async () => {
    const names: (string | null)[] = [];
    for (let i = 0; i < 6; i++) names.push((await call('/health')).replica);
    expect(names).toEqual(names[0] === 'a' ? ['a', 'b', 'a', 'b', 'a', 'b'] : ['b', 'a', 'b', 'a', 'b', 'a']);
    const stats = (await (await fetch(`${proxy.url}${STATS_PATH}`)).json()) as RoundRobinProxy['stats'];
    expect(stats).toMatchObject({ repeats: 0, mismatches: 0, failures: 0 });
    expect(stats.served.a).toBeGreaterThanOrEqual(3);
    expect(stats.served.b).toBeGreaterThanOrEqual(3);
  });

  it('signs in with a captcha drawn by the other replica, then refreshes and signs out across them', async () => {
    const user = await createUser(server.database, {
      tenantId: TENANT,
      account: 'replica1',
      roleAlias: 'user',
    });
    const signedIn = await token(user.account, user.password);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.replica).not.toBe(signedIn.captchaReplica);
    const first = signedIn.body as unknown as TokenResponse;

    // The token works on both replicas.
    const seenBy = new Set<string | null>();
    for (let i = 0; i < 2; i++) {
      const answer = await call('/blade-auth/oauth/user-info', { headers: bearer(first.access_token) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      seenBy.add(answer.replica);
    }
    expect(seenBy).toEqual(new Set(['a', 'b']));

    const refreshed = await call(
      `/blade-auth/oauth/token?grant_type=refresh_token&scope=all&tenantId=${TENANT}`,
      {
        method: 'POST',
        headers: { authorization: BASIC_SABER, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ refresh_token: first.refresh_token }).toString(),
      },
    );
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    const second = refreshed.body as unknown as TokenResponse;
    expect((await call('/blade-auth/oauth/user-info', { headers: bearer(second.access_token) })).status).toBe(
      200,
    );

    const out = await call('/blade-auth/oauth/logout', { headers: bearer(second.access_token) });
    expect(out.status).toBe(200);
    // Within a second (SESSION_CHECK_MS), neither replica takes the token any more.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    for (let i = 0; i < 2; i++) {
      expect(
        (await call('/blade-auth/oauth/user-info', { headers: bearer(second.access_token) })).status,
      ).toBe(401);
    }
  });

  it('locks an account out after the failures counted on both replicas together', async () => {
    const user = await createUser(server.database, {
      tenantId: TENANT,
      account: 'replica2',
      roleAlias: 'user',
    });
    const refusedBy = new Set<string | null>();
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) {
      // A captcha and a grant are two requests: one more call every other time moves the grant to
      // the other replica.
      if (i % 2) await call('/health');
      const wrong = await token(user.account, 'wrong-password');
      expect(wrong.status).toBe(400);
      expect(wrong.body.error_description).not.toBe(sayZh(LOCKED_MESSAGE));
      refusedBy.add(wrong.replica);
    }
    expect(refusedBy).toEqual(new Set(['a', 'b']));
    // The right password is refused now, by whichever replica answers.
    for (let i = 0; i < 2; i++) {
      const right = await token(user.account, user.password);
      expect(right.status).toBe(400);
      expect(right.body.error_description).toBe(sayZh(LOCKED_MESSAGE));
    }
  });
});

describe('ids made by replicas', () => {
  it('each server takes its own worker id from the database, so two replicas never make the same id', async () => {
    const before = nextId();
    const third = await server.replica();
    try {
      const after = nextId();
      // The sequence handed the new replica the next worker id (ids of one process are made by the
      // latest server built in it: the sequence, not chance, decides).
      expect(workerIdOf(after)).toBe((workerIdOf(before) + 1) % 1024);
    } finally {
      await third.close();
    }
  });
});

import { booking } from '@blade-console/blade-schema/resources/website/order.booking';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bladeRateLimit } from '../src/db/schema';
import { databaseRateLimitStore } from '../src/http/rate-limit-store';
import type { TestServer } from './helpers';
import { serverWithReplicaForFile } from './support/server-for-file';

const both = serverWithReplicaForFile();

const quiet = { warn: () => undefined } as never;

/** One booking from `remoteAddress` on `app`; its status and Retry-After. */
async function book(app: TestServer['app'], remoteAddress: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/blade-order/order/makeOrder',
    payload: booking({ customerName: '副本客户' }),
    remoteAddress,
  });
  return { status: response.statusCode, retryAfter: response.headers['retry-after'] };
}

type Store = InstanceType<ReturnType<typeof databaseRateLimitStore>>;

/** The store's `incr` as a promise. */
function incr(store: Store, key: string, windowMs: number, max: number) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, max),
  );
}

describe('rate limits shared by replicas', () => {
  it('two replicas over one database allow the booking limit once between them', async () => {
    const client = '192.0.2.200';
    // Five bookings a minute per client (PUBLIC_WRITE_LIMIT), alternating between the replicas.
    for (let i = 0; i < 5; i++)
      expect((await book(i % 2 ? both.replica.app : both.server.app, client)).status).toBe(200);
    const refusedHere = await book(both.server.app, client);
    const refusedThere = await book(both.replica.app, client);
    expect([refusedHere.status, refusedThere.status]).toEqual([429, 429]);
    expect(Number(refusedThere.retryAfter)).toBeGreaterThan(0);
    expect(Number(refusedThere.retryAfter)).toBeLessThanOrEqual(60);
    // Another client is counted apart.
    expect((await book(both.replica.app, '192.0.2.201')).status).toBe(200);
  });

  it('counts concurrent requests from two stores atomically', async () => {
    const one = new (databaseRateLimitStore(both.server.database.db, quiet))({});
    const two = new (databaseRateLimitStore(both.server.database.db, quiet))({});
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => incr(i % 2 ? one : two, 'concurrent', 60_000, 100)),
    );
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('starts a new window once the last one ended, and a route counts apart', async () => {
    const Store = databaseRateLimitStore(both.server.database.db, quiet);
    const store = new Store({});
    expect(await incr(store, 'window', 150, 5)).toMatchObject({ current: 1 });
    const second = await incr(store, 'window', 150, 5);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(150);
    const route = store.child({ routeInfo: { method: 'POST', url: '/x' } });
    expect(await incr(route, 'window', 150, 5)).toMatchObject({ current: 1 });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await incr(store, 'window', 150, 5)).toMatchObject({ current: 1 });
  });

  it('keeps the window going while a client exceeds it when continueExceeding is set', async () => {
    const store = new (databaseRateLimitStore(both.server.database.db, quiet))({ continueExceeding: true });
    await incr(store, 'continuing', 200, 1);
    await new Promise((resolve) => setTimeout(resolve, 120));
    // Over the limit: the window restarts (its full length again), as the memory store does.
    const over = await incr(store, 'continuing', 200, 1);
    expect(over.current).toBe(2);
    expect(over.ttl).toBeGreaterThan(150);
  });

  it('sweeps expired rows', async () => {
    const db = both.server.database.db;
    await db.insert(bladeRateLimit).values({ key: 'long-gone', hits: 3, expiresMs: 1 });
    // A fresh store has never swept: its first counted request does.
    await incr(new (databaseRateLimitStore(db, quiet))({}), 'sweeper', 60_000, 5);
    await expect
      .poll(async () => {
        const [row] = await db
          .select({ n: count() })
          .from(bladeRateLimit)
          .where(eq(bladeRateLimit.key, 'long-gone'));
        return row!.n;
      })
      .toBe(0);
  });

  it('reads a window without counting', async () => {
    const store = new (databaseRateLimitStore(both.server.database.db, quiet))({});
    const read = () =>
      new Promise<{ current: number }>((resolve) => store.read('peek', (_e, r) => resolve(r!)));
    expect(await read()).toEqual({ current: 0, ttl: 0 });
    await incr(store, 'peek', 60_000, 5);
    expect((await read()).current).toBe(1);
    expect((await read()).current).toBe(1);
  });
});

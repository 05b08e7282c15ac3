import { booking } from '@blade-console/blade-schema/resources/website/order.booking';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startTestServer, type TestServer } from './helpers';

/** The reverse proxy's own address, as the server sees every request that comes through it. */
const PROXY = '10.0.0.2';

let server: TestServer;
const replicas: { close(): Promise<void> }[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const replica of replicas) await replica.close();
  await server?.close();
});

/**
 * An app over the same database started with `TRUST_PROXY=<value>`, read as the environment is.
 * The counters live in the database all these apps share, so each case books from addresses of its own.
 */
async function appTrusting(value: string): Promise<FastifyInstance> {
  const replica = await server.replica({ trustProxy: loadConfig({ TRUST_PROXY: value }).trustProxy });
  replicas.push(replica);
  return replica.app;
}

/** One booking from the peer `remoteAddress`, carrying `forwardedFor` as X-Forwarded-For when given. */
async function book(app: FastifyInstance, remoteAddress: string, forwardedFor?: string): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/blade-order/order/makeOrder',
    payload: booking({ customerName: '代理客户' }),
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  return response.statusCode;
}

/** Bookings allowed per client a minute (PUBLIC_WRITE_LIMIT). */
const LIMIT = 5;

describe('TRUST_PROXY and the per-client booking limit', () => {
  it('unset: a forged X-Forwarded-For does not make a new client', async () => {
    for (let i = 1; i <= LIMIT; i++) expect(await book(server.app, PROXY, `203.0.113.${i}`)).toBe(200);
    expect(await book(server.app, PROXY, '203.0.113.99')).toBe(429);
  });

  it("set to the proxy's address: visitors behind it have separate limits", async () => {
    const app = await appTrusting(PROXY);
    for (let i = 0; i < LIMIT; i++) expect(await book(app, PROXY, '198.51.100.1')).toBe(200);
    expect(await book(app, PROXY, '198.51.100.1')).toBe(429);
    // Another visitor through the same proxy still books.
    expect(await book(app, PROXY, '198.51.100.2')).toBe(200);
    // Nor can the limited visitor escape it by putting another address before its own.
    expect(await book(app, PROXY, '192.0.2.77, 198.51.100.1')).toBe(429);
  });

  it('set to the proxy: a peer that is not the proxy is limited by its own address', async () => {
    const app = await appTrusting('127.0.0.1, 10.0.0.0/24');
    const direct = '192.0.2.10';
    for (let i = 1; i <= LIMIT; i++) expect(await book(app, direct, `203.0.113.${i}`)).toBe(200);
    expect(await book(app, direct, '203.0.113.99')).toBe(429);
  });

  it('a hop count: the address the proxy appended is the client, not the ones before it', async () => {
    const app = await appTrusting('1');
    for (let i = 1; i <= LIMIT; i++) expect(await book(app, PROXY, `192.0.2.${i}, 198.51.100.5`)).toBe(200);
    expect(await book(app, PROXY, '192.0.2.99, 198.51.100.5')).toBe(429);
    expect(await book(app, PROXY, '198.51.100.6')).toBe(200);
  });
});

describe('TRUST_PROXY values', () => {
  it('reads off, true, a hop count and a list of addresses, CIDRs and range names', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'TRUE' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8, loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['0', 'yes', '10.0.0.0/33', '300.1.1.1', '10.0.0.1,,10.0.0.2', 'proxy.example.com', '::1/129'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY must be/);
    },
  );
});

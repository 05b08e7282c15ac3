import { expect, test } from '@playwright/test';
import { adminToken, startLoad } from '../scripts/cluster/load.mjs';

/**
 * Only in the replica run (E2E_REPLICAS, playwright.config.ts), among the session and CRUD tests:
 * the product as operations run it, replicas on one PostgreSQL behind nginx with deploy/nginx.conf
 * (scripts/cluster/cli.mjs). nginx's access log, read through the cluster's control port, proves the
 * tests before went through every replica; then the replicas are restarted one by one while 32
 * clients work, and not one request fails (issue 41).
 */
const port = Number(process.env.E2E_PORT ?? 4799);
/** playwright.config.ts's CLUSTER_CONTROL_PORT. */
const control = `http://127.0.0.1:${port + 3}`;
const base = `http://127.0.0.1:${port}`;

interface Stats {
  requests: number;
  served: Record<string, number>;
  mismatches: number;
  retried: number;
  failed: number;
  failures: string[];
}
const stats = async (sinceMs = 0): Promise<Stats> =>
  (await fetch(`${control}/stats?since=${sinceMs}`)).json();

test('the tests before went round robin over every replica', { tag: '@replicas' }, async () => {
  const { served, requests, mismatches, failed, failures } = await stats();
  expect(failures).toEqual([]);
  expect({ mismatches, failed }).toEqual({ mismatches: 0, failed: 0 });
  const counts = Object.values(served);
  expect(counts.length).toBeGreaterThanOrEqual(2);
  // The session and CRUD tests send hundreds of requests; round robin gives each replica its share.
  for (const count of counts) {
    expect(count).toBeGreaterThan(50);
    expect(count / requests).toBeGreaterThan(0.8 / counts.length);
  }
});

test('nginx passes the precompressed console through as the replicas send it', { tag: '@replicas' }, async ({
  request,
}) => {
  const html = await (await request.get('/login')).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  for (const encoding of ['br', 'gzip']) {
    const answer = await fetch(`${base}${script}`, { headers: { 'accept-encoding': encoding } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe(encoding);
    expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
  }
});

test('a rolling restart under 32 busy clients loses no request', { tag: '@replicas' }, async () => {
  test.setTimeout(180_000);
  const token = await adminToken(base);
  const before = (await (await fetch(`${control}/replicas`)).json()) as { name: string; pid: number }[];
  const since = Date.now();
  const load = startLoad({ base, token, clients: 32 });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const restart = await fetch(`${control}/rolling-restart`, { method: 'POST' });
  const { restarts } = (await restart.json()) as {
    restarts: {
      name: string;
      oldPid: number;
      newPid: number;
      exitCode: number;
      stoppedMs: number;
      readyMs: number;
    }[];
  };
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const counts = await load.stop();
  const seen = await stats(since);
  console.log(
    `rolling restart behind nginx: ${counts.requests} requests from 32 clients, ${counts.failed} failed, ` +
      `${seen.retried} sent again by nginx; ${restarts.map((r) => `${r.name} drained in ${r.stoppedMs} ms, ready again after ${r.readyMs} ms`).join('; ')}`,
  );

  expect(counts.failures).toEqual([]);
  expect(seen.failures).toEqual([]);
  // Every replica was stopped (drained: exit 0) and replaced by a new process, one after the other.
  expect(restarts.map((r) => r.name)).toEqual(before.map((r) => r.name));
  for (const r of restarts) {
    expect(r.exitCode).toBe(0);
    expect(r.newPid).not.toBe(r.oldPid);
  }
  // The load ran throughout and reached every replica, the new processes too.
  expect(counts.requests).toBeGreaterThan(500);
  for (const name of before.map((r) => r.name)) expect(seen.served[name]).toBeGreaterThan(0);
});

// Scale-out (issue 18): the paged param list's requests per second from one server on PostgreSQL,
// then from two replicas of it on that database behind the round-robin proxy of the replica tests
// (and one replica behind the same proxy, to show what the proxy itself costs), beside a bare
// node:http server, as ratios. Figures only; nothing here passes or fails on a timing.
//
// `measureReplicaThroughput()` runs this file again under packages/server/scripts/with-postgres.sh,
// which starts a throwaway PostgreSQL cluster and names it in TEST_DATABASE_URL.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startServer } from './lib.mjs';
import { adminToken } from './server-throughput.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_S = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 5);
const CONNECTIONS = 20;
/** Replicas on this port and the next, the proxy on the one after. */
const FIRST_PORT = Number(process.env.BENCH_REPLICA_PORT ?? 4794);
const BASIC_SABER = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const LIST = '/api/blade-system/param/list?current=1&size=10';

/** Prints the figures; the PostgreSQL cluster lives only as long as this call. */
export async function measureReplicaThroughput() {
  const child = spawn(
    'bash',
    ['packages/server/scripts/with-postgres.sh', process.execPath, fileURLToPath(import.meta.url)],
    {
      cwd: ROOT,
      env: { ...process.env, PG_TEST_PORT: process.env.BENCH_PG_PORT ?? '55798' },
      stdio: 'inherit',
    },
  );
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the replica bench failed (exit ${code})`);
}

/** The round-robin proxy of the replica tests, as a process (it would share this one's core otherwise). */
async function startProxy(port, upstreams) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'packages/server/test/support/round-robin-proxy-cli.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PROXY_PORT: String(port),
        PROXY_UPSTREAMS: upstreams.map((u) => `${u.name}:${u.port}`).join(','),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`${base}/__round-robin`)).ok) return { base, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error('the round-robin proxy did not start');
}

async function load(url, headers) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return {
    reqPerS: Math.round(result.requests.average),
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

async function bareReqPerS(sample) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(sample));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await load(`http://127.0.0.1:${server.address().port}/`, {});
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function main() {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('run under with-postgres.sh (measureReplicaThroughput does)');
  const shared = { DATABASE_URL: databaseUrl, TRUST_PROXY: '127.0.0.1' };
  const upstreams = [
    { name: 'r1', port: FIRST_PORT },
    { name: 'r2', port: FIRST_PORT + 1 },
  ];
  // One at a time: the first migrates and seeds, the second finds it done.
  const servers = [];
  const proxies = [];
  try {
    for (const u of upstreams)
      servers.push(await startServer(u.port, { ...shared, BLADE_REPLICA_NAME: u.name }));
    const token = await adminToken(servers[0].base);
    const headers = { 'blade-auth': `bearer ${token}`, authorization: BASIC_SABER };
    const sample = await (await fetch(`${servers[0].base}${LIST}`, { headers })).json();
    if (sample.code !== 200) throw new Error(`param/list failed: ${JSON.stringify(sample)}`);

    // Both replicas warmed up alike first (JIT, pools, the session cache), so the second is not
    // measured cold against a first that the sign-in and the runs before have warmed.
    for (const server of servers) {
      await autocannon({ url: `${server.base}${LIST}`, headers, connections: CONNECTIONS, duration: 2 });
    }
    const rows = [];
    const bare = await bareReqPerS(sample);
    const add = (name, figures) =>
      rows.push({
        setup: name,
        'req/s': figures.reqPerS,
        'p99 (ms)': figures.p99,
        'of bare': `${((100 * figures.reqPerS) / bare.reqPerS).toFixed(1)} %`,
        'non-2xx/errors': figures.bad,
      });
    add('1 replica on PostgreSQL, direct', await load(`${servers[0].base}${LIST}`, headers));
    const one = await startProxy(FIRST_PORT + 2, upstreams.slice(0, 1));
    proxies.push(one);
    add('1 replica behind the proxy', await load(`${one.base}${LIST}`, headers));
    one.stop();
    proxies.pop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const two = await startProxy(FIRST_PORT + 2, upstreams);
    proxies.push(two);
    const pair = await load(`${two.base}${LIST}`, headers);
    add('2 replicas behind the proxy', pair);
    const stats = await (await fetch(`${two.base}/__round-robin`)).json();
    add('bare node:http, the same JSON', bare);

    console.log(
      `\nReplicas (param/list, loopback, ${CONNECTIONS} connections, ${DURATION_S} s each, one throwaway PostgreSQL)`,
    );
    console.table(rows);
    const direct = rows[0]['req/s'];
    console.log(
      `  2 replicas ÷ 1 replica behind the proxy: ${(pair.reqPerS / rows[1]['req/s']).toFixed(2)}×; ÷ 1 direct: ${(pair.reqPerS / direct).toFixed(2)}×` +
        `  (aim: 2 replicas pass the e2e tests; req/s printed, no aim). Proxy count: ${JSON.stringify(stats.served)}, repeats ${stats.repeats}`,
    );
    console.log('  one machine: PostgreSQL, both replicas, the proxy and the load generator share its cores');
  } finally {
    for (const proxy of proxies) proxy.stop();
    for (const server of servers) server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
}

// Server throughput on loopback: the real Blade server's paged param list (signed in as the
// administrator, so auth, JSON-schema checks, the page with its total in one statement, the reply serializer and
// API logging all run) beside a bare node:http server answering a similar JSON body, for scale.
// Figures only; nothing here passes or fails on a timing.
import { createServer, request } from 'node:http';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { adminToken } from '../scripts/cluster/load.mjs';
import { processCpuMicros, startServer } from './lib.mjs';
import { startThrowawayPostgres } from './postgres.mjs';

const DURATION_S = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 5);
const CONNECTIONS = 20;
const BASIC_SABER = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** A bare node:http server on a free loopback port answering what a param page looks like. */
async function startBareServer(sampleBody) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(sampleBody));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** What Chromium sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** The answer's size without and with compression (raw bytes on the socket, not decoded by fetch). */
async function encodedSize(url, headers) {
  const get = (requestHeaders) =>
    new Promise((resolve, reject) => {
      request(url, { headers: requestHeaders }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }),
        );
      })
        .on('error', reject)
        .end();
    });
  const { 'accept-encoding': _, ...plainHeaders } = headers;
  const plain = await get(plainHeaders);
  const encoded = await get(headers);
  return { plain: plain.bytes, encoded: encoded.bytes, encoding: encoded.encoding };
}

function run(url, headers) {
  return autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S, pipelining: 1 });
}

function row(name, result) {
  return {
    endpoint: name,
    'req/s (avg)': Math.round(result.requests.average),
    'p99 latency (ms)': result.latency.p99,
    'avg latency (ms)': Number(result.latency.average.toFixed(2)),
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Loads two paged lists on the server at `base` (loopback) for ~5 s each with 20 connections — the
 * param list (under 1 KB: never compressed) and the region list (~4 KB: compressed when asked) —
 * each without and with a browser's Accept-Encoding, then a bare node:http endpoint in this process
 * the same way, and prints requests per second and p99 latency side by side, with each answer's
 * size as sent.
 */
export async function measureServerThroughput(base) {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) throw new Error(`loopback only, got ${base}`);
  const token = await adminToken(base);
  const headers = { 'blade-auth': `bearer ${token}`, authorization: BASIC_SABER };
  const browserHeaders = { ...headers, 'accept-encoding': BROWSER_ENCODINGS };
  const lists = [
    { name: 'param/list (size 10)', url: `${base}/api/blade-system/param/list?current=1&size=10` },
    { name: 'region/list (size 10)', url: `${base}/api/blade-system/region/list?current=1&size=10` },
  ];
  const rows = [];
  const sizes = [];
  let sample;
  for (const list of lists) {
    const body = await (await fetch(list.url, { headers })).json();
    if (body.code !== 200) throw new Error(`${list.name} failed: ${JSON.stringify(body)}`);
    sample ??= body;
    rows.push(row(`Blade: GET ${list.name}`, await run(list.url, headers)));
    // As a browser asks: the server may compress the answer (@fastify/compress over ~1 KB).
    rows.push(row(`  same, Accept-Encoding: ${BROWSER_ENCODINGS}`, await run(list.url, browserHeaders)));
    const size = await encodedSize(list.url, browserHeaders);
    sizes.push(
      `${list.name} ${size.plain} bytes plain, ${size.encoded} as a browser gets it (${size.encoding})`,
    );
  }
  const bare = await startBareServer(sample);
  try {
    rows.push(row('bare node:http, param/list JSON', await run(bare.url, {})));
  } finally {
    await bare.close();
  }

  console.log(`\nServer throughput (loopback, ${CONNECTIONS} connections, ${DURATION_S} s each)`);
  console.table(rows);
  console.log(`  answers: ${sizes.join('; ')}`);
  return rows;
}

/** Issue 18's first two aims: the paged param list at 64 connections, as a share of the bare server. */
const AIM_CONNECTIONS = 64;
const LIST_AIMS = {
  PGlite: { share: 0.1, p99: 50 },
  PostgreSQL: { share: 0.25, p99: 20 },
};

/**
 * One load of `url` at the aims' concurrency, after a short warm-up (JIT, caches, pools);
 * `afterWarmUp` runs between the two (to read a CPU clock).
 */
async function loadAtAim(url, headers, afterWarmUp = () => undefined) {
  await autocannon({ url, headers, connections: AIM_CONNECTIONS, duration: 2, pipelining: 1 });
  afterWarmUp();
  return autocannon({ url, headers, connections: AIM_CONNECTIONS, duration: DURATION_S, pipelining: 1 });
}

/**
 * The paged param list on the embedded PGlite (the server `pglite`, from startServer) and on a
 * throwaway PostgreSQL (a second server on `postgresPort`, DATABASE_URL, when PostgreSQL is
 * installed), each beside a bare node:http server answering the same body, printed as shares of the
 * bare server's req/s and p99s, each with its aim, and the server process's CPU time per request
 * (what a busy machine distorts least). PostgreSQL listens on BENCH_PG_PORT (default 55798).
 */
export async function measureListAims(pglite, postgresPort) {
  const targets = [{ name: 'PGlite', server: pglite }];
  const cluster = startThrowawayPostgres(Number(process.env.BENCH_PG_PORT ?? 55798));
  let postgresServer;
  try {
    if (cluster) {
      postgresServer = await startServer(postgresPort, { DATABASE_URL: cluster.url });
      targets.push({ name: 'PostgreSQL', server: postgresServer });
    }
    const rows = [];
    for (const { name, server } of targets) {
      const { base, pid } = server;
      const token = await adminToken(base);
      const headers = { 'blade-auth': `bearer ${token}`, authorization: BASIC_SABER };
      const url = `${base}/api/blade-system/param/list?current=1&size=10`;
      const sample = await (await fetch(url, { headers })).json();
      if (sample.code !== 200) throw new Error(`param/list on ${name} failed: ${JSON.stringify(sample)}`);
      const cpu = { before: undefined, after: undefined };
      const blade = await loadAtAim(url, headers, () => (cpu.before = processCpuMicros(pid)));
      cpu.after = processCpuMicros(pid);
      const bareServer = await startBareServer(sample);
      let bare;
      try {
        bare = await loadAtAim(bareServer.url, {});
      } finally {
        await bareServer.close();
      }
      const aim = LIST_AIMS[name];
      const share = blade.requests.average / bare.requests.average;
      const cpuPerRequest =
        cpu.before === undefined || cpu.after === undefined
          ? '—'
          : Math.round((cpu.after - cpu.before) / blade.requests.total);
      rows.push({
        database: name,
        'req/s': Math.round(blade.requests.average),
        'bare req/s': Math.round(bare.requests.average),
        'share of bare': `${(share * 100).toFixed(1)} % (aim ≥ ${aim.share * 100} %)`,
        'p99 (ms)': `${blade.latency.p99} (aim ≤ ${aim.p99})`,
        'bare p99 (ms)': bare.latency.p99,
        'server CPU µs/req': cpuPerRequest,
        'non-2xx': blade.non2xx,
        errors: blade.errors + blade.timeouts,
      });
    }
    console.log(
      `\nParam list against its aims (loopback, ${AIM_CONNECTIONS} connections, ${DURATION_S} s each; load ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')})`,
    );
    console.table(rows);
    return rows;
  } finally {
    postgresServer?.stop();
    cluster?.stop();
  }
}

// Server throughput on loopback: the real Blade server's paged param list (signed in as the
// administrator, so auth, JSON-schema checks, the page with its total in one statement, the reply serializer and
// API logging all run) beside a bare node:http server answering a similar JSON body, for scale.
// Figures only; nothing here passes or fails on a timing.
import { request } from 'node:http';
import autocannon from 'autocannon';
import { adminToken } from '../scripts/cluster/load.mjs';
import { startBareServer } from './lib.mjs';

const DURATION_S = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 5);
const CONNECTIONS = 20;
const BASIC_SABER = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

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
 * each without and with a browser's Accept-Encoding, then a bare node:http server in a process of
 * its own the same way, and prints requests per second and p99 latency side by side, with each answer's
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
  // In a process of its own, as the product is (in this one it would share a thread with the load).
  const bare = await startBareServer(Number(new URL(base).port) + 2, sample);
  try {
    rows.push(row('bare node:http, param/list JSON', await run(bare.url, {})));
  } finally {
    await bare.stop();
  }

  console.log(`\nServer throughput (loopback, ${CONNECTIONS} connections, ${DURATION_S} s each)`);
  console.table(rows);
  console.log(`  answers: ${sizes.join('; ')}`);
  return rows;
}

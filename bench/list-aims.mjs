// The paged parameter list against its aims (issues 18 and 43), measured the way a skeptic would.
//
// Method:
// - Three servers answer `GET /api/blade-system/param/list?current=1&size=10`, each a process of its
//   own, all pinned to the same CPU (`taskset -c 1`): the product (built, signed in as the
//   administrator: auth, validation, the API log, the wire format all run, and the process log writes
//   its line per request at its default level, as shipped); the stack's floor
//   (packages/server/bench/floor.ts: Fastify and the same database driver running the product's own
//   page statement, nothing else); and a bare node:http server answering the product's JSON body. The
//   load generator (autocannon, in this process) runs on the other CPU (`taskset -c 0`); PostgreSQL,
//   when measured, is not pinned. All three run with the Node flags the product ships with
//   (packages/server/node-flags.mjs: a young generation of 64 MiB semi-spaces).
// - The three run side by side and are loaded one at a time, in three rounds that take turns (the
//   order turns each round). Each load: 64 connections, 3 s of warm-up, then 10 s measured. A figure
//   is the median of the three rounds, with min–max beside it; a share (the product ÷ bare, ÷ the
//   floor) is worked out within each round, from loads a minute apart, then its median taken: a
//   machine whose speed drifts during the bench (seen: 2× within an hour on 2026-12-04) moves both
//   sides of a share, where three runs of one server, then three of the next, would not. An idle
//   server meanwhile only keeps its timers (the product's log flush and job polling). The server's
//   CPU time per request comes from /proc over the measured windows. The load average is printed
//   beside each table.
// - On PGlite (which belongs to one process) the floor opens a copy of the directory the product
//   seeded; on PostgreSQL both use one throwaway cluster (bench/postgres.mjs).
// - Beside the verdicts, the floor's own share of bare and its p99: what a product with no cost of its
//   own would reach on this stack and machine (an aim the floor misses is out of our layers' reach).
// Figures only: nothing here passes or fails on a timing.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { adminToken } from '../scripts/cluster/load.mjs';
import { median, processCpuMicros, spread, startBareServer, startNodeProcess } from './lib.mjs';
import { startThrowawayPostgres } from './postgres.mjs';

const CONNECTIONS = 64;
/** The server's default LOG_LEVEL (packages/server/src/env-values.ts, docs/configuration.md). */
const SHIPPED_LOG_LEVEL = 'info';
const WARM_UP_S = 3;
const MEASURED_S = Number(process.env.BENCH_MEASURED_SECONDS ?? 10);
const RUNS = 3;
const LIST = '/api/blade-system/param/list?current=1&size=10';
const BASIC_SABER = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const AIMS = {
  PGlite: { ofBare: 0.1, ofFloor: 0.5, p99: 50 },
  PostgreSQL: { ofBare: 0.25, ofFloor: 0.5, p99: 20 },
};
let pinning = false;

/** Pins this process (the load generator) to `cpus` (`taskset -cp`); false where taskset is missing. */
function pinSelf(cpus) {
  try {
    execFileSync('taskset', ['-cp', cpus, String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A compared server's process, on CPU 1 when this one could pin itself to CPU 0. */
const startCompared = (args, env, readyUrl) =>
  startNodeProcess(args, env, readyUrl, { cpus: pinning ? '1' : undefined });

/** One warmed-up, measured load of `url`: req/s, p99 and CPU µs per request of process `pid`. */
async function loadOnce(url, headers, pid) {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: WARM_UP_S });
  const before = processCpuMicros(pid);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: MEASURED_S });
  const after = processCpuMicros(pid);
  if (result.non2xx + result.errors + result.timeouts > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return {
    reqPerS: result.requests.average,
    p99: result.latency.p99,
    cpu: before === undefined || after === undefined ? Number.NaN : (after - before) / result.requests.total,
  };
}

/** A server's runs as its table row, and its median p99 (its shares come from `shares`). */
function summary(server, runs) {
  return {
    p99: median(runs.map((r) => r.p99)),
    row: {
      server,
      'req/s': spread(runs.map((r) => r.reqPerS)),
      'p99 ms': spread(runs.map((r) => r.p99)),
      'CPU µs/req': spread(runs.map((r) => r.cpu)),
    },
  };
}

/**
 * RUNS rounds, each loading every server once, in an order that turns each round (so none is
 * always measured first or last). A share is worked out within each round, from loads a minute
 * apart: a machine that slows down or speeds up during the bench moves both sides of it.
 */
async function interleaved(servers) {
  const runs = servers.map(() => []);
  for (let round = 0; round < RUNS; round++) {
    for (let turn = 0; turn < servers.length; turn++) {
      const index = (round + turn) % servers.length;
      const { url, headers, pid } = servers[index];
      runs[index].push(await loadOnce(url, headers, pid));
    }
  }
  return runs;
}

/** One server's req/s as a share of another's, round by round: median and min–max, in %. */
function shares(runs, ofRuns) {
  const each = runs.map((run, round) => (100 * run.reqPerS) / ofRuns[round].reqPerS);
  return { median: median(each) / 100, text: `${spread(each, 1)} %` };
}

async function measureDatabase(name, { port, databaseUrl }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blade-bench-aims-'));
  // PGlite belongs to one process: the floor reads a copy of the product's seeded directory.
  const floorDir = `${dataDir}-floor`;
  const urls = { product: `http://127.0.0.1:${port}`, floor: `http://127.0.0.1:${port + 1}` };
  const env = {
    HOST: '127.0.0.1',
    BLADE_CAPTCHA: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  // As shipped: the process log at its default level (info: a "request completed" line per call,
  // to standard output) and the API log on. The floor and the bare server log nothing.
  const productEnv = { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: SHIPPED_LOG_LEVEL };
  const startProduct = () =>
    startCompared(['packages/server/dist/main.js'], productEnv, `${urls.product}/api/health`);
  const started = [];
  try {
    if (!databaseUrl) {
      await (await startProduct()).stop();
      cpSync(dataDir, floorDir, { recursive: true });
    }
    const product = await startProduct();
    started.push(product);
    const token = await adminToken(urls.product);
    const headers = { 'blade-auth': `bearer ${token}`, authorization: BASIC_SABER };
    const sample = await (await fetch(`${urls.product}${LIST}`, { headers })).json();
    if (sample.code !== 200) throw new Error(`param/list on ${name}: ${JSON.stringify(sample)}`);
    const floor = await startCompared(
      ['--import', 'tsx', 'packages/server/bench/floor.ts'],
      { ...env, PORT: String(port + 1), DATA_DIR: floorDir },
      `${urls.floor}${LIST}`,
    );
    started.push(floor);
    const bare = await startBareServer(port + 2, sample, pinning ? '1' : undefined);
    started.push(bare);
    const [productRuns, floorRuns, bareRuns] = await interleaved([
      { url: `${urls.product}${LIST}`, headers, pid: product.pid },
      { url: `${urls.floor}${LIST}`, headers: {}, pid: floor.pid },
      { url: bare.url, headers: {}, pid: bare.pid },
    ]);
    const blade = summary('Blade (the product)', productRuns);
    const floorSummary = summary('floor: Fastify + driver, same SQL', floorRuns);
    const bareSummary = summary('bare node:http, same JSON', bareRuns);
    const aim = AIMS[name];
    const ofBare = shares(productRuns, bareRuns);
    const ofFloor = shares(productRuns, floorRuns);
    console.log(
      `\nParam list on ${name} (${CONNECTIONS} connections, ${WARM_UP_S} s warm-up + ${MEASURED_S} s, ${RUNS} rounds taking turns; median (min–max); ` +
        `servers pinned to CPU 1${pinning ? '' : ' — taskset missing: NOT pinned'}, load on CPU 0; load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')})`,
    );
    console.table([blade.row, floorSummary.row, bareSummary.row]);
    const verdict = (met) => (met ? 'met' : 'NOT met');
    console.log(
      `  Blade ÷ bare: ${ofBare.text} (aim ≥ ${aim.ofBare * 100} %: ${verdict(ofBare.median >= aim.ofBare)}); ` +
        `Blade ÷ floor: ${ofFloor.text} (aim ≥ ${aim.ofFloor * 100} %: ${verdict(ofFloor.median >= aim.ofFloor)}); ` +
        `p99 ${blade.p99} ms (aim ≤ ${aim.p99}: ${verdict(blade.p99 <= aim.p99)})  [shares: per round, then the median]`,
    );
    console.log(reachLine(floorSummary, shares(floorRuns, bareRuns), aim));
  } finally {
    for (const server of started.reverse()) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(floorDir, { recursive: true, force: true });
  }
}

/**
 * What the floor allows: a product whose own layers cost nothing would serve the floor's req/s and
 * p99, so an aim the floor itself misses cannot be met by any change to our code on this stack and
 * machine. Said beside the verdicts, so a NOT met is read for what it is.
 */
function reachLine(floor, floorOfBare, aim) {
  const reach = (met) => (met ? 'within reach of our own layers' : 'out of reach on this stack');
  return (
    `  the floor itself: ${floorOfBare.text} of bare, p99 ${floor.p99} ms — the most a product ` +
    `with no cost of its own would reach here: ÷ bare aim ${reach(floorOfBare.median >= aim.ofBare)}, ` +
    `p99 aim ${reach(floor.p99 <= aim.p99)}`
  );
}

/**
 * The param list on the embedded PGlite and on a throwaway PostgreSQL (when installed), beside the
 * floor and the bare server, each against its aims. The servers listen on `port`, `port + 1` and `port + 2`.
 */
export async function measureListAims(port) {
  pinning = pinSelf('0');
  const cluster = startThrowawayPostgres(Number(process.env.BENCH_PG_PORT ?? 55798));
  try {
    await measureDatabase('PGlite', { port });
    if (cluster) await measureDatabase('PostgreSQL', { port, databaseUrl: cluster.url });
  } finally {
    cluster?.stop();
    // The benches after this one (browsers) get both CPUs back.
    if (pinning) pinSelf('0-1');
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  await measureListAims(Number(process.env.BENCH_PORT ?? 4797));
}

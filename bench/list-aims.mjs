// The paged parameter list against its aims (issues 18 and 43), measured the way a skeptic would.
//
// Method:
// - Three servers answer `GET /api/blade-system/param/list?current=1&size=10`, each a process of its
//   own, started one at a time and pinned to the same CPU (`taskset -c 1`): the product (built,
//   signed in as the administrator: auth, validation, the API log, the wire format all run, and the
//   process log writes its line per request at its default level, as shipped); the
//   stack's floor (packages/server/bench/floor.ts: Fastify and the same database driver running the
//   product's own page statement, nothing else); and a bare node:http server answering the product's
//   JSON body. The load generator (autocannon, in this process) runs on the other CPU (`taskset -c 0`);
//   PostgreSQL, when measured, is not pinned.
// - Each measurement: 64 connections, 3 s of warm-up, then 10 s measured; three times. A figure is
//   the median of the three, with min–max beside it; the server's CPU time per request comes from
//   /proc over the measured windows. The load average is printed beside each table.
// - On PGlite the product and the floor open the same data directory, one after the other (PGlite
//   belongs to one process); on PostgreSQL both use one throwaway cluster (bench/postgres.mjs).
// - Beside the verdicts, the floor's own share of bare and its p99: what a product with no cost of its
//   own would reach on this stack and machine (an aim the floor misses is out of our layers' reach).
// Figures only: nothing here passes or fails on a timing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

/** Three warmed-up, measured loads of `url`: req/s, p99 and CPU µs per request of process `pid`. */
async function measure(url, headers, pid) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    await autocannon({ url, headers, connections: CONNECTIONS, duration: WARM_UP_S });
    const before = processCpuMicros(pid);
    const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: MEASURED_S });
    const after = processCpuMicros(pid);
    if (result.non2xx + result.errors + result.timeouts > 0) {
      throw new Error(
        `${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
      );
    }
    runs.push({
      reqPerS: result.requests.average,
      p99: result.latency.p99,
      cpu:
        before === undefined || after === undefined ? Number.NaN : (after - before) / result.requests.total,
    });
  }
  return {
    reqPerS: median(runs.map((r) => r.reqPerS)),
    p99: median(runs.map((r) => r.p99)),
    row: {
      'req/s': spread(runs.map((r) => r.reqPerS)),
      'p99 ms': spread(runs.map((r) => r.p99)),
      'CPU µs/req': spread(runs.map((r) => r.cpu)),
    },
  };
}

async function measureDatabase(name, { port, databaseUrl }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blade-bench-aims-'));
  const base = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BLADE_CAPTCHA: 'false' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const rows = [];
  try {
    // As shipped: the process log at its default level (info: a "request completed" line per call,
    // to standard output) and the API log on. The floor and the bare server log nothing.
    const product = await startCompared(
      ['packages/server/dist/main.js'],
      { ...env, LOG_LEVEL: SHIPPED_LOG_LEVEL },
      `${base}/api/health`,
    );
    let sample;
    let blade;
    try {
      const token = await adminToken(base);
      const headers = { 'blade-auth': `bearer ${token}`, authorization: BASIC_SABER };
      sample = await (await fetch(`${base}${LIST}`, { headers })).json();
      if (sample.code !== 200) throw new Error(`param/list on ${name}: ${JSON.stringify(sample)}`);
      blade = await measure(`${base}${LIST}`, headers, product.pid);
      rows.push({ server: 'Blade (the product)', ...blade.row });
    } finally {
      await product.stop();
    }
    const floorProcess = await startCompared(
      ['--import', 'tsx', 'packages/server/bench/floor.ts'],
      env,
      `${base}${LIST}`,
    );
    let floor;
    try {
      floor = await measure(`${base}${LIST}`, {}, floorProcess.pid);
      rows.push({ server: 'floor: Fastify + driver, same SQL', ...floor.row });
    } finally {
      await floorProcess.stop();
    }
    const bareProcess = await startBareServer(port, sample, pinning ? '1' : undefined);
    let bare;
    try {
      bare = await measure(`${base}/`, {}, bareProcess.pid);
      rows.push({ server: 'bare node:http, same JSON', ...bare.row });
    } finally {
      await bareProcess.stop();
    }
    const aim = AIMS[name];
    const ofBare = blade.reqPerS / bare.reqPerS;
    const ofFloor = blade.reqPerS / floor.reqPerS;
    console.log(
      `\nParam list on ${name} (${CONNECTIONS} connections, ${WARM_UP_S} s warm-up + ${MEASURED_S} s, median (min–max) of ${RUNS}; ` +
        `servers pinned to CPU 1${pinning ? '' : ' — taskset missing: NOT pinned'}, load on CPU 0; load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')})`,
    );
    console.table(rows);
    const verdict = (met) => (met ? 'met' : 'NOT met');
    console.log(
      `  Blade ÷ bare: ${(ofBare * 100).toFixed(1)} % (aim ≥ ${aim.ofBare * 100} %: ${verdict(ofBare >= aim.ofBare)}); ` +
        `Blade ÷ floor: ${(ofFloor * 100).toFixed(1)} % (aim ≥ ${aim.ofFloor * 100} %: ${verdict(ofFloor >= aim.ofFloor)}); ` +
        `p99 ${blade.p99} ms (aim ≤ ${aim.p99}: ${verdict(blade.p99 <= aim.p99)})`,
    );
    console.log(reachLine(floor, bare, aim));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * What the floor allows: a product whose own layers cost nothing would serve the floor's req/s and
 * p99, so an aim the floor itself misses cannot be met by any change to our code on this stack and
 * machine. Said beside the verdicts, so a NOT met is read for what it is.
 */
function reachLine(floor, bare, aim) {
  const floorOfBare = floor.reqPerS / bare.reqPerS;
  const reach = (met) => (met ? 'within reach of our own layers' : 'out of reach on this stack');
  return (
    `  the floor itself: ${(floorOfBare * 100).toFixed(1)} % of bare, p99 ${floor.p99} ms — the most a product ` +
    `with no cost of its own would reach here: ÷ bare aim ${reach(floorOfBare >= aim.ofBare)}, ` +
    `p99 aim ${reach(floor.p99 <= aim.p99)}`
  );
}

/**
 * The param list on the embedded PGlite and on a throwaway PostgreSQL (when installed), beside the
 * floor and the bare server, each against its aims. Servers listen on `port`, one at a time.
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

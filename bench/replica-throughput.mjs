// Scale-out (issues 18 and 41): the paged param list's requests per second from one server on
// PostgreSQL, then from 1, 2 and 4 replicas of it on that database behind nginx with the repository's
// deploy/nginx.conf (scripts/cluster/), beside a bare node:http server, as ratios; then a rolling
// restart of two replicas behind nginx while 32 clients send the console's calls: the requests that
// failed (aim: 0). Each figure: 64 connections after every replica's warm-up, the median of three
// runs with min–max (issue 43's method); aim: 2 and 4 replicas cost < 15 % of one replica's req/s.
// Figures only; nothing here passes or fails on a timing.
//
// `measureReplicaThroughput()` runs this file again under packages/server/scripts/with-postgres.sh,
// which starts a throwaway PostgreSQL cluster and names it in TEST_DATABASE_URL.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { adminToken, startLoad } from '../scripts/cluster/load.mjs';
import { startNginx } from '../scripts/cluster/nginx.mjs';
import { Replica, rollingRestart } from '../scripts/cluster/replicas.mjs';
import { median, range, startBareServer } from './lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_S = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 5);
const CONNECTIONS = 64;
/** Issue 43: adding replicas on one machine may cost at most this share of one replica's req/s. */
const SCALE_OUT_COST_AIM = 0.15;
/** nginx on this port, the replicas on the next four. */
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

const RUNS = 3;

/** Three loads of `url`: the median req/s and p99 with the runs' min–max, and every bad answer. */
async function load(url, headers) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
    runs.push({
      reqPerS: Math.round(result.requests.average),
      p99: result.latency.p99,
      bad: result.non2xx + result.errors + result.timeouts,
    });
  }
  const reqPerS = runs.map((run) => run.reqPerS);
  const p99 = runs.map((run) => run.p99);
  return {
    reqPerS: median(reqPerS),
    reqRange: range(reqPerS),
    p99: median(p99),
    p99Range: range(p99),
    bad: runs.reduce((sum, run) => sum + run.bad, 0),
  };
}

/** The bare server's figures, in a process of its own (bench/servers/bare.mjs) as the replicas are. */
async function bareReqPerS(sample) {
  const bare = await startBareServer(FIRST_PORT + 9, sample);
  try {
    return await load(bare.url, {});
  } finally {
    await bare.stop();
  }
}

/** nginx with deploy/nginx.conf on FIRST_PORT over `replicas`, in a folder of its own. */
function nginxOver(replicas) {
  return startNginx({
    port: FIRST_PORT,
    replicaPorts: replicas.map((replica) => replica.port),
    dir: mkdtempSync(path.join(tmpdir(), 'blade-bench-nginx-')),
  });
}

async function main() {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('run under with-postgres.sh (measureReplicaThroughput does)');
  const env = {
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'blade-bench-replicas-')),
    BLADE_CAPTCHA: 'false',
    LOG_LEVEL: 'warn',
  };
  const replicas = [1, 2, 3, 4].map((n) => new Replica(`r${n}`, FIRST_PORT + n, env));
  let nginx;
  try {
    // One at a time: the first migrates and seeds, the others find it done.
    for (const replica of replicas) await replica.start();
    const token = await adminToken(replicas[0].base);
    const headers = { 'blade-auth': `bearer ${token}`, authorization: BASIC_SABER };
    const sample = await (await fetch(`${replicas[0].base}${LIST}`, { headers })).json();
    if (sample.code !== 200) throw new Error(`param/list failed: ${JSON.stringify(sample)}`);

    // Every replica warmed up alike first (JIT, pools, the session cache), so none is measured cold
    // against one that the sign-in and the runs before have warmed.
    for (const replica of replicas) {
      await autocannon({ url: `${replica.base}${LIST}`, headers, connections: CONNECTIONS, duration: 2 });
    }
    const rows = [];
    const bare = await bareReqPerS(sample);
    const add = (name, figures) =>
      rows.push({
        setup: name,
        'req/s': `${figures.reqPerS} (${figures.reqRange})`,
        'p99 (ms)': `${figures.p99} (${figures.p99Range})`,
        'of bare': `${((100 * figures.reqPerS) / bare.reqPerS).toFixed(1)} %`,
        'non-2xx/errors': figures.bad,
      });
    add('1 replica on PostgreSQL, direct', await load(`${replicas[0].base}${LIST}`, headers));
    const behindNginx = {};
    for (const count of [1, 2, 4]) {
      nginx = await nginxOver(replicas.slice(0, count));
      behindNginx[count] = await load(`${nginx.base}${LIST}`, headers);
      add(`${count} replica${count > 1 ? 's' : ''} behind nginx`, behindNginx[count]);
      await nginx.stop();
      nginx = undefined;
    }
    add('bare node:http, the same JSON', bare);

    console.log(
      `\nReplicas (param/list, loopback, ${CONNECTIONS} connections, median of ${RUNS} runs of ${DURATION_S} s (min–max), one throwaway PostgreSQL, nginx with deploy/nginx.conf; load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')})`,
    );
    console.table(rows);
    const cost = (n) => {
      const lost = 1 - behindNginx[n].reqPerS / behindNginx[1].reqPerS;
      // More than one replica's req/s is no cost: said as a gain, not as a negative cost.
      const said = lost < 0 ? `none (${(-100 * lost).toFixed(1)} % more)` : `${(100 * lost).toFixed(1)} %`;
      return `${said} ${lost < SCALE_OUT_COST_AIM ? 'met' : 'NOT MET'}`;
    };
    console.log(
      `  what more replicas cost behind nginx (aim < ${100 * SCALE_OUT_COST_AIM} % of one replica's req/s): 2 replicas ${cost(2)}, 4 replicas ${cost(4)}` +
        '\n  (on this 2-core machine PostgreSQL, every replica, nginx and the load generator share the same cores, so more replicas cannot add CPU: the figure to watch is what they cost, not what they add)',
    );

    // The rolling restart of the replica e2e, here with its figures: r1 then r2 drained, started
    // again and taken back by nginx, while 32 clients work through nginx.
    nginx = await nginxOver(replicas.slice(0, 2));
    await Promise.all(replicas.slice(2).map((replica) => replica.stop()));
    const running = startLoad({ base: nginx.base, token, clients: 32 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const restarts = await rollingRestart(replicas.slice(0, 2));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const counts = await running.stop();
    console.log(
      `\nRolling restart behind nginx (2 replicas, one after the other, 32 clients sending the console's calls):` +
        `\n  ${counts.requests} requests, ${counts.failed} failed (aim: 0)` +
        `\n  ${restarts.map((r) => `${r.name}: drained and exited ${r.exitCode} in ${r.stoppedMs} ms, ready again after ${r.readyMs} ms`).join('\n  ')}`,
    );
    for (const failure of counts.failures.slice(0, 5)) console.log(`  failed: ${failure}`);
  } finally {
    await nginx?.stop();
    await Promise.all(replicas.map((replica) => replica.stop()));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
}

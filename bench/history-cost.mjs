// What record history adds to a save (issue 42: "a bounded cost to a save, printed beside the plain
// save"). Two servers as built, each a process of its own, alike but for BLADE_RECORD_HISTORY: one
// writes a history row with each save (the default), the other none; each on its own embedded
// database, then both on one throwaway PostgreSQL (whose own CPU is not counted).
// Each round edits one parameter SAVES times, one save after another (the next sent when the last
// is answered), after WARM_UP saves; the servers take turns, ROUNDS rounds each. Printed: the median
// save's time as the client sees it and the server's CPU per save (from /proc), each the median of
// the rounds with their min–max. Figures only: nothing passes or fails on a timing.
// Run alone: `node bench/history-cost.mjs` (builds nothing: needs packages/server/dist).
import { fileURLToPath } from 'node:url';
import { adminToken } from '../scripts/cluster/load.mjs';
import { median, processCpuMicros, spread, startServer } from './lib.mjs';
import { startThrowawayPostgres } from './postgres.mjs';

const ROUNDS = 3;
const WARM_UP = 50;
const SAVES = Number(process.env.BENCH_HISTORY_SAVES ?? 1000);

async function api(base, token, path, body) {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'blade-auth': `bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = await response.json();
  if (!envelope.success) throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** One round on one server: the median save (ms) and the server's CPU per save (µs). */
async function round(server, token, n) {
  const paramKey = `bench.history.${n}.${Date.now()}`;
  await api(server.base, token, '/blade-system/param/submit', {
    paramName: 'bench',
    paramKey,
    paramValue: '0',
  });
  const list = await fetch(`${server.base}/api/blade-system/param/list?paramKey_equal=${paramKey}`, {
    headers: { 'blade-auth': `bearer ${token}` },
  }).then((response) => response.json());
  const { id } = list.data.records[0];
  const save = (n) => api(server.base, token, '/blade-system/param/submit', { id, paramValue: `value ${n}` });
  for (let n = 0; n < WARM_UP; n++) await save(n);
  const times = [];
  const cpuBefore = processCpuMicros(server.pid);
  for (let n = 0; n < SAVES; n++) {
    const started = performance.now();
    await save(WARM_UP + n);
    times.push(performance.now() - started);
  }
  const cpuAfter = processCpuMicros(server.pid);
  // A build older than the setting would write history on both servers and compare nothing.
  const history = await fetch(
    `${server.base}/api/blade-system/record-history/list?resource=param&recordId=${id}&size=1`,
    { headers: { 'blade-auth': `bearer ${token}` } },
  ).then((response) => response.json());
  if (history.data.total > 0 !== server.keepsHistory)
    throw new Error(`${server.label}: ${history.data.total} history rows (a stale packages/server/dist?)`);
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? Number.NaN : (cpuAfter - cpuBefore) / SAVES;
  return { ms: median(times), cpu };
}

async function measureOn(port, databaseUrl) {
  const servers = [
    { label: 'save with its history row', keepsHistory: true, env: { BLADE_RECORD_HISTORY: 'true' } },
    { label: 'the same save, history off', keepsHistory: false, env: { BLADE_RECORD_HISTORY: 'false' } },
  ];
  for (const [index, server] of servers.entries()) {
    const database = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
    const env = { BLADE_SIGN_IN_RATE_LIMIT: '1000', ...server.env, ...database };
    Object.assign(server, await startServer(port + index, env));
    server.token = await adminToken(server.base);
    server.runs = [];
  }
  try {
    for (let n = 0; n < ROUNDS; n++) {
      // Taking turns, the first one first in one round and second in the next.
      const order = n % 2 === 0 ? servers : [...servers].reverse();
      for (const server of order) server.runs.push(await round(server, server.token, n));
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }

  const figure = (server, key) => median(server.runs.map((run) => run[key]));
  console.log(
    `\nRecord history's cost (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${SAVES} saves of a parameter one after another, ${ROUNDS} rounds a server; median, min–max)`,
  );
  console.log('                                save (ms)             server CPU per save (µs)');
  for (const server of servers) {
    const ms = server.runs.map((run) => run.ms);
    const cpu = server.runs.map((run) => run.cpu);
    console.log(`${server.label.padEnd(32)}${spread(ms, 2).padEnd(22)}${spread(cpu)}`);
  }
  const [withHistory, without] = servers;
  const extraCpu = figure(withHistory, 'cpu') - figure(without, 'cpu');
  console.log(
    `history adds ${(figure(withHistory, 'ms') - figure(without, 'ms')).toFixed(2)} ms to a save and ${Math.round(extraCpu)} µs of server CPU (${((extraCpu / figure(without, 'cpu')) * 100).toFixed(0)} % of the save without it)`,
  );
}

export async function measureHistoryCost(port) {
  await measureOn(port);
  const cluster = startThrowawayPostgres(Number(process.env.BENCH_PG_PORT ?? 55799));
  if (!cluster) return;
  try {
    await measureOn(port + 2, cluster.url);
  } finally {
    cluster.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await measureHistoryCost(Number(process.env.BENCH_PORT ?? 6450));
}

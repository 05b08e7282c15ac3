// The event stream under load (issue 42): 200 open streams on one server, a parameter saved once a
// second; prints the delivery latency (from the save's request to each stream's event) and the
// server's CPU per save and per delivered event. Figures only: nothing passes or fails on a timing.
// Run alone: `node bench/event-stream.mjs` (builds nothing: needs packages/server/dist).
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { adminToken } from '../scripts/cluster/load.mjs';
import { processCpuMicros, startServer } from './lib.mjs';

const STREAMS = Number(process.env.BENCH_EVENT_STREAMS ?? 200);
const UPDATES = Number(process.env.BENCH_EVENT_UPDATES ?? 20);
/** The server's limit of open streams per sign-in session (src/events/routes.ts). */
const PER_SESSION = 5;

/** Opens one stream; `onEvent(data, at)` hears each record event. Resolves once it is open. */
function openStream(base, token, onEvent) {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/api/blade-desk/events`,
      { headers: { 'blade-auth': `bearer ${token}`, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream: ${response.statusCode}`));
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk) => {
          const at = performance.now();
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (block.includes('event: record') && data) onEvent(JSON.parse(data.slice(6)), at);
            end = buffer.indexOf('\n\n');
          }
        });
        resolve(() => req.destroy());
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function api(base, token, path, body) {
  const response = await fetch(`${base}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'blade-auth': `bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = await response.json();
  if (!envelope.success) throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs the measure against the server at `base` (process `pid`, for its CPU time). */
export async function measureEventStream(base, pid) {
  // One after another: parallel sign-ins all count against the address's limit until each succeeds.
  const sessions = [];
  for (let n = 0; n < Math.ceil(STREAMS / PER_SESSION); n += 1) sessions.push(await adminToken(base));
  const writer = sessions[0];
  const paramKey = `bench.events.${Date.now()}`;
  await api(base, writer, '/blade-system/param/submit', { paramName: 'bench', paramKey, paramValue: '0' });
  const [{ id }] = (await api(base, writer, `/blade-system/param/list?paramKey_equal=${paramKey}`)).records;

  const sentAt = new Map();
  const latencies = [];
  const closers = [];
  for (let n = 0; n < STREAMS; n += 1) {
    closers.push(
      await openStream(base, sessions[Math.floor(n / PER_SESSION)], (event, at) => {
        const started = sentAt.get(`${event.id}:${event.operation}`);
        if (event.id === id && started !== undefined) latencies.push(at - started);
      }),
    );
  }
  // Let the streams settle before the clock starts.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const cpuBefore = processCpuMicros(pid);
  for (let n = 1; n <= UPDATES; n += 1) {
    const next = performance.now() + 1_000;
    // One update of the record at a time: the event of this save is the only one in flight.
    sentAt.clear();
    sentAt.set(`${id}:update`, performance.now());
    await api(base, writer, '/blade-system/param/submit', { id, paramValue: String(n) });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
  const cpuAfter = processCpuMicros(pid);
  for (const close of closers) close();
  latencies.sort((a, b) => a - b);
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  console.log(`\nEvent stream: ${STREAMS} open streams on one server, ${UPDATES} saves, one a second`);
  console.table({
    delivered: { value: `${latencies.length} of ${STREAMS * UPDATES}` },
    'delivery p50 (ms)': { value: Number(percentile(latencies, 50)?.toFixed(1)) },
    'delivery p95 (ms)': { value: Number(percentile(latencies, 95)?.toFixed(1)) },
    'delivery p99 (ms)': { value: Number(percentile(latencies, 99)?.toFixed(1)) },
    'delivery max (ms)': { value: Number(latencies.at(-1)?.toFixed(1)) },
    'server CPU per save, its events included (ms)': {
      value: cpu === undefined ? 'n/a' : Number((cpu / UPDATES / 1000).toFixed(2)),
    },
    'server CPU per delivered event (µs)': {
      value: cpu === undefined || !latencies.length ? 'n/a' : Math.round(cpu / latencies.length),
    },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.BENCH_PORT ?? 6440);
  const server = await startServer(port, { BLADE_SIGN_IN_RATE_LIMIT: '1000' });
  try {
    await measureEventStream(server.base, server.pid);
  } finally {
    server.stop();
  }
}

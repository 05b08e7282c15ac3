// `pnpm bench`: builds what is stale, starts the real server on loopback and prints figures.
// Figures only: nothing here passes or fails on a timing.
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { measureConsole } from './console.mjs';
import { measureCrudTable } from './crud-table.mjs';
import { measureEventStream } from './event-stream.mjs';
import { measureHistoryCost } from './history-cost.mjs';
import { measureKeptTabs } from './kept-tabs.mjs';
import { startServer } from './lib.mjs';
import { measureListAims } from './list-aims.mjs';
import { measurePageWeight } from './page-weight.mjs';
import { measureReplicaThroughput } from './replica-throughput.mjs';
import { measureServerThroughput } from './server-throughput.mjs';
import { measureLighthouse, measureSiteLighthouse, measureSiteTimeToContent } from './site.mjs';
import { measureUiSize } from './ui-size.mjs';
import { measureWire } from './wire.mjs';

buildIfStale('@blade-console/console', 'packages/console/dist/index.html', [
  'packages/console',
  'packages/site',
  'packages/ui/src',
  'packages/blade-client/src',
  'packages/blade-schema/src',
]);
buildIfStale('@blade-console/site', 'packages/site/dist/server/entry-server.js', [
  'packages/site',
  'packages/ui/src',
  'packages/blade-client/src',
  'packages/blade-schema/src',
]);
buildIfStale('@blade-console/server', 'packages/server/dist/main.js', [
  'packages/server/src',
  'packages/server/drizzle',
  'packages/blade-schema/src',
]);

const benchPort = Number(process.env.BENCH_PORT ?? 4798);
// The event stream's measure signs in 40 sessions (5 streams each): more than a minute's default.
const server = await startServer(benchPort, { BLADE_SIGN_IN_RATE_LIMIT: '1000' });
try {
  await measureWire(server.base);
  await measurePageWeight(server.base);
  await measureSiteTimeToContent(server.base);
  await measureSiteLighthouse(server.base);
  await measureLighthouse(server.base, '/login', 'Console /login');
  await measureConsole(server.base);
  await measureKeptTabs(server.base);
  await measureServerThroughput(server.base);
  await measureEventStream(server.base, server.pid);
} finally {
  server.stop();
}
// Its own two servers, history on and off, taking turns (the method: its header).
await measureHistoryCost(benchPort + 20);
// Its own servers, one at a time, pinned to one CPU, the load on the other (the method: its header).
await measureListAims(benchPort + 1);
// Its own servers on its own throwaway PostgreSQL (issue 18's scale-out).
await measureReplicaThroughput();

// Needs no backend: the design system's bundle sizes, then a small page that renders CrudTable with 1k, 10k and 100k rows.
await measureUiSize();
await measureCrudTable();

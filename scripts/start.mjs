// `pnpm start`: build what is missing, then one server on one port serving the console, the site
// and /api, with demo data seeded on first start. PORT, HOST, DATA_DIR and DATABASE_URL configure it.
import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../packages/server/node-flags.mjs';
import { buildIfStale } from './build-if-stale.mjs';

const frontEnd = [
  'packages/console',
  'packages/site',
  'packages/ui/src',
  'packages/blade-client/src',
  'packages/blade-schema/src',
];
buildIfStale('@blade-console/console', 'packages/console/dist/index.html', frontEnd);
// The public site rendered on the server: its renderer and browser assets.
buildIfStale('@blade-console/site', 'packages/site/dist/server/entry-server.js', frontEnd.slice(1));
buildIfStale('@blade-console/server', 'packages/server/dist/main.js', [
  'packages/server/src',
  'packages/server/drizzle',
  'packages/blade-client/src/types',
  'packages/blade-schema/src',
]);

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'packages/server/dist/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

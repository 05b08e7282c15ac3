// `npm run backup -- FILE` and `npm run restore -- FILE`: build the server when it is stale, then
// run its operations command (packages/server/src/ops/cli.ts) with this environment (DATA_DIR,
// DATABASE_URL as the server reads them).
import { spawnSync } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale('@blade-console/server', 'packages/server/dist/ops.js', [
  'packages/server/src',
  'packages/server/drizzle',
  'packages/blade-client/src/types',
  'packages/blade-schema/src',
]);
const run = spawnSync(process.execPath, ['packages/server/dist/ops.js', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);

// `pnpm db:generate <name>`: drizzle-kit's migration under a name that says what it does
// (`0019_cargo_area.sql`), as the repository's are, instead of drizzle-kit's random words.
import { spawnSync } from 'node:child_process';

const name = process.argv[2];
if (!name || !/^[a-z][a-z0-9_]*$/.test(name)) {
  console.error('Usage: pnpm db:generate <name>   e.g. pnpm db:generate cargo_area (lower case, digits, _)');
  process.exit(2);
}
// First register the definitions (scripts/gen-registry.ts): a new area's table is generated from
// its definition file, so the migration sees it without a line written by hand.
const registered = spawnSync('pnpm', ['--workspace-root', 'gen'], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
if (registered.status !== 0) process.exit(registered.status ?? 1);
const run = spawnSync('drizzle-kit', ['generate', `--name=${name}`], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(run.status ?? 1);

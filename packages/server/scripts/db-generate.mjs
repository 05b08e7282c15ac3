// `pnpm db:generate <name>`: drizzle-kit's migration under a name that says what it does
// (`0019_cargo_area.sql`), as the repository's are, instead of drizzle-kit's random words.
import { spawnSync } from 'node:child_process';

const name = process.argv[2];
if (!name || !/^[a-z][a-z0-9_]*$/.test(name)) {
  console.error('Usage: pnpm db:generate <name>   e.g. pnpm db:generate cargo_area (lower case, digits, _)');
  process.exit(2);
}
const run = spawnSync('drizzle-kit', ['generate', `--name=${name}`], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(run.status ?? 1);

// Builds a package only when its output is missing or older than its sources, so `pnpm start`
// is quick the second time and never serves a stale build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ignored = new Set(['node_modules', 'dist', '.data', 'test-results']);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (ignored.has(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * @param {string} name package name, e.g. '@blade-console/console'
 * @param {string} output a file the build writes
 * @param {string[]} sources folders and files whose changes call for a rebuild
 */
export function buildIfStale(name, output, sources) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changed = Math.max(...sources.map(newestMtime));
  if (built && built >= changed) return;
  console.log(`[blade] building ${name}`);
  const result = spawnSync('pnpm', ['--filter', name, 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

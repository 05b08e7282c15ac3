#!/usr/bin/env node
/**
 * `pnpm typecheck`: every TypeScript project of the workspace, checked by TypeScript 7 (the native
 * compiler, installed as `typescript-7`). Its checker is TypeScript 6's ported, with the same
 * answers on this code, for half the CPU: the projects took ~105 CPU-s with TypeScript 6 and ~50 with
 * 7 on one thread, and the test run checks them beside the story shards, on the same two cores.
 * TypeScript 6 stays the workspace's `typescript` package (editors, tsup's declaration files, which
 * need its JavaScript API: ARCHITECTURE.md); the `tsc` command of `pnpm exec` is 7's, as pnpm links
 * the bin of the later-named of two packages that both have one.
 *
 * The projects are the root's and those each package's own `typecheck` script names (`-p file`), so
 * a package adds one there. One at a time, each on one thread: CPU is what the test run is short of.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules/typescript-7/bin/tsc');

/** `tsconfig.json`, then each package's `-p` projects, as paths from the root. */
function projects() {
  const found = ['tsconfig.json'];
  for (const name of readdirSync(path.join(root, 'packages')).sort()) {
    let script;
    try {
      script = JSON.parse(readFileSync(path.join(root, 'packages', name, 'package.json'), 'utf8')).scripts
        ?.typecheck;
    } catch {
      continue; // not a package
    }
    for (const [, project] of (script ?? '').matchAll(/-p\s+(\S+)/g))
      found.push(path.join('packages', name, project));
  }
  return found;
}

let failed = 0;
for (const project of projects()) {
  const started = Date.now();
  const { status } = spawnSync(process.execPath, [tsc, '--noEmit', '--singleThreaded', '-p', project], {
    cwd: root,
    stdio: 'inherit',
  });
  console.log(
    `${status === 0 ? 'ok' : 'FAILED'} ${project} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);

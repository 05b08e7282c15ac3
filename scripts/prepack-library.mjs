// The `prepack` of the published libraries (@blade-console/ui and @blade-console/blade-client), run by
// `pnpm pack` and `pnpm publish` in the package's folder: builds it when its dist/ is missing or
// older than anything it is built from, so a tarball never ships without dist/ or with a stale one.
// The consumer test packs through it too (scripts/consumer/packs.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

/** What a library's dist/ is built from: its sources, its build settings, and blade-schema's sources. */
export function librarySources(dir) {
  const files = ['src', 'scripts', 'package.json', 'tsup.config.ts', 'tsconfig.json', 'tsconfig.build.json'];
  const workspace = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  return [...files.map((file) => path.join(dir, file)), path.join(workspace, 'packages/blade-schema/src')];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.cwd();
  const { name } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  buildIfStale(name, path.join(dir, 'dist/index.js'), librarySources(dir));
}

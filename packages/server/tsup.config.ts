import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
};

// One ESM file for `node dist/main.js`; dependencies stay in node_modules (native/wasm assets,
// and migrations are read from ../drizzle at run time).
export default defineConfig({
  // The embedded PGlite's worker thread is a file of its own, beside main.js (db/pglite-thread.ts).
  // ops.js: the backup and restore commands (src/ops/cli.ts).
  entry: { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite-worker.ts', ops: 'src/ops/cli.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // Workspace packages ship TypeScript sources, which `node` cannot load: they are bundled. tsup
  // leaves every dependency external by default, so they must be named in `noExternal` too.
  external: Object.keys(manifest.dependencies ?? {})
    .filter((name) => !name.startsWith('@blade-console/'))
    .map((name) => new RegExp(`^${name}(/.*)?$`)),
  noExternal: [/^@blade-console\//],
});

import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { serverPackageRoot } from '../../src/paths';

/**
 * Vitest's global setup for the server's tests: builds the PGlite worker thread once (20 ms) and
 * tells the worker starter where it is (`PGLITE_WORKER_BUNDLE`, src/db/pglite-thread.ts). From
 * source, each worker otherwise loads its TypeScript through tsx's require hook, ~0.3 CPU-s of every
 * test server's start, and the tests start a few hundred. The bundle sits in this package's
 * node_modules so that its imports (PGlite) resolve as the sources' do.
 */
export default async function bundlePgliteWorker(): Promise<() => void> {
  const folder = path.join(serverPackageRoot, 'node_modules', '.cache', 'pglite-worker');
  mkdirSync(folder, { recursive: true });
  // A file of this run's own: another run's build is never half-read.
  const outfile = path.join(folder, `pglite-worker-${process.pid}.js`);
  await build({
    entryPoints: [path.join(serverPackageRoot, 'src/db/pglite-worker.ts')],
    outfile: `${outfile}.tmp.js`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  renameSync(`${outfile}.tmp.js`, outfile);
  process.env.PGLITE_WORKER_BUNDLE = outfile;
  return () => rmSync(outfile, { force: true });
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

const tests = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test');
// The files share their modules (below), so a module mock would reach only the first file to load
// the module, and silently leak into the rest: say so at once instead.
for (const file of readdirSync(tests, { recursive: true, encoding: 'utf8' }))
  if (file.endsWith('.test.ts') && readFileSync(path.join(tests, file), 'utf8').includes('vi.mock('))
    throw new Error(
      `test/${file}: the server's tests share their modules; pass the part to replace instead of vi.mock`,
    );

/**
 * The server's tests, as a project of the root config (`--project server`) and on their own from
 * this package (`pnpm vitest run test/param.test.ts` here finds the file: paths are this package's).
 */
export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // Tests of several server processes on one database exist only on PostgreSQL.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL ? [] : ['test/**/*.postgres.test.ts']),
    ],
    environment: 'node',
    // The PGlite worker thread, built once for every server the tests start (see there).
    globalSetup: ['test/support/pglite-worker-bundle.ts'],
    // Vitest's default is one worker fewer than the cores: one on CI's two; two run the suite faster.
    maxWorkers: 2,
    // One module graph per worker, not per file: every file starts its own server on its own
    // database, and importing the server again for each of ~110 files took half the suite's time
    // (420 s → 217 s on this machine). Module state must therefore not leak between servers.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

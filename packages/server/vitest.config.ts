import { configDefaults, defineProject } from 'vitest/config';

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
    // Vitest's default is one worker fewer than the cores: one on CI's two; two run the suite faster.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

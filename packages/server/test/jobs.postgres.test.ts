import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { bladeLogUsual } from '../src/db/schema';
import { RETENTION_JOB } from '../src/logs/retention';
import { createPostgresDatabase, startTestServer } from './helpers';

/*
 * Replicas are separate processes only on a shared PostgreSQL (on PGlite, one process is all there
 * is): a `*.postgres.test.ts` file is collected only when TEST_DATABASE_URL is set
 * (scripts/test-postgres.sh; see vitest.config.ts), so the PGlite run neither runs nor skips it.
 *
 * @starts-first: the first test waits for the next cron minute (up to 68 s); the root config runs
 * this file before the others, so the other worker works meanwhile.
 */

/** Runs of the retention job noted in the usual log, by the minute they happened in. */
async function runsByMinute(
  server: Awaited<ReturnType<typeof startTestServer>>,
): Promise<Map<string, number>> {
  const rows = await server.database.db
    .select({ at: bladeLogUsual.createTime })
    .from(bladeLogUsual)
    .where(eq(bladeLogUsual.logId, RETENTION_JOB));
  const minutes = new Map<string, number>();
  for (const { at } of rows) {
    const minute = at.toISOString().slice(0, 16);
    minutes.set(minute, (minutes.get(minute) ?? 0) + 1);
  }
  return minutes;
}

describe('the job queue on PostgreSQL (pg-boss)', () => {
  it('runs a scheduled job once per match when two replicas share the database', async () => {
    // Every minute, looked for every second: a match happens while both replicas are up.
    const config = { logRetentionCron: '* * * * *', jobPollSeconds: 1 };
    const server = await startTestServer(config);
    const replica = await server.replica(config);
    try {
      const bothUp = Date.now();
      const nextMinute = Math.ceil(bothUp / 60_000) * 60_000;
      // Past the first match with both up, plus time to notice and run it.
      await new Promise((resolve) => setTimeout(resolve, nextMinute - bothUp + 8_000));
      await server.app.bladeLogs.flush();
      await replica.app.bladeLogs.flush();
      const minutes = await runsByMinute(server);
      expect(minutes.get(new Date(nextMinute).toISOString().slice(0, 16))).toBe(1);
      for (const runs of minutes.values()) expect(runs).toBe(1);
    } finally {
      await replica.close();
      await server.close();
    }
  }, 120_000);

  it('two replicas started at the same moment on an empty database both come up, the job tables installed once', async () => {
    // pg-boss's own install raced here ("duplicate key … pg_namespace_nspname_index") and stopped
    // one of two replicas of the rolling-restart e2e; the server now installs it in its migration.
    const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blade-jobs-race-'));
    const config = {
      databaseUrl: database.url,
      dataDir,
      jwtSecret: 'race-secret-race-secret-race-secret-0123456789',
    };
    try {
      const apps = await Promise.all([
        buildApp({ config, logger: false }),
        buildApp({ config, logger: false }),
      ]);
      try {
        for (const app of apps) expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
        const peek = new pg.Client({ connectionString: database.url });
        await peek.connect();
        const { rows } = await peek.query('select count(*)::int as installs from blade_jobs.version');
        await peek.end();
        expect(rows[0].installs).toBe(1);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
      }
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

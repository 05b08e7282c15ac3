import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bladeLogUsual } from '../src/db/schema';
import { RETENTION_JOB } from '../src/logs/retention';
import { startTestServer } from './helpers';

/*
 * Replicas are separate processes only on a shared PostgreSQL (on PGlite, one process is all there
 * is): a `*.postgres.test.ts` file is collected only when TEST_DATABASE_URL is set
 * (scripts/test-postgres.sh; see vitest.config.ts), so the PGlite run neither runs nor skips it.
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
});

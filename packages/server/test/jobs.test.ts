import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bladeLogUsual } from '../src/db/schema';
import { LocalJobQueue } from '../src/jobs/local-queue';
import { RETENTION_JOB } from '../src/logs/retention';
import { startTestServer } from './helpers';

/** A logger that keeps what `error` was called with. */
function quietLog(errors: unknown[] = []): FastifyBaseLogger {
  return {
    error: (...args: unknown[]) => errors.push(args),
    warn() {},
    info() {},
  } as unknown as FastifyBaseLogger;
}

describe('the in-process job runner (embedded PGlite: one process)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a job at each cron match, one run at a time, and leaves no timer once stopped', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T03:16:30Z') });
    const queue = new LocalJobQueue(quietLog());
    const runs: string[] = [];
    queue.schedule('tick', '17 3 * * *', async () => {
      runs.push(new Date().toISOString());
    });
    await queue.start();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toEqual(['2026-11-27T03:17:00.000Z']);
    await vi.advanceTimersByTimeAsync(86_400_000);
    expect(runs).toEqual(['2026-11-27T03:17:00.000Z', '2026-11-28T03:17:00.000Z']);
    await queue.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('logs a failing job and keeps its schedule', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T00:00:30Z') });
    const errors: unknown[] = [];
    const queue = new LocalJobQueue(quietLog(errors));
    let calls = 0;
    queue.schedule('flaky', '* * * * *', async () => {
      calls++;
      throw new Error('boom');
    });
    await queue.start();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toBe(2);
    expect(errors).toHaveLength(2);
    await queue.stop();
  });
});

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

// Replicas are separate processes only on a shared PostgreSQL (on PGlite, one process is all there
// is); scripts/test-postgres.sh runs this file with TEST_DATABASE_URL set.
describe.runIf(process.env.TEST_DATABASE_URL)('the job queue on PostgreSQL (pg-boss)', () => {
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

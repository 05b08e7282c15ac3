import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalJobQueue } from '../src/jobs/local-queue';

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

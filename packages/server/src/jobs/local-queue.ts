import cronParser from 'cron-parser';
import type { FastifyBaseLogger } from 'fastify';
import { jobFailures } from '../metrics/figures';
import type { JobHandler, JobQueue } from './job-queue';

interface LocalJob {
  cron: string;
  handler: JobHandler;
  timer?: NodeJS.Timeout;
  /** The run in progress: a scheduled and a `runNow` run never overlap. */
  running: Promise<void>;
}

/** setTimeout's limit (about 24.8 days); a later run is reached in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Runs scheduled jobs in this process, on timers to each next cron match. Only for the embedded
 * PGlite database, where one process is all there is (see `jobQueueFor`).
 */
export class LocalJobQueue implements JobQueue {
  private readonly jobs = new Map<string, LocalJob>();
  private started = false;
  /** Runs started and not finished. */
  private runs = 0;

  constructor(private readonly log: FastifyBaseLogger) {}

  schedule(name: string, cron: string, handler: JobHandler): void {
    cronParser.parseExpression(cron, { tz: 'UTC' });
    this.jobs.set(name, { cron, handler, running: Promise.resolve() });
  }

  async start(): Promise<void> {
    this.started = true;
    for (const [name, job] of this.jobs) this.arm(name, job);
  }

  /** Sets the timer to the first match after `after` (a timer may fire a little early: never twice). */
  private arm(name: string, job: LocalJob, after = Date.now()): void {
    if (!this.started) return;
    const currentDate = new Date(Math.max(after, Date.now()));
    const next = cronParser.parseExpression(job.cron, { tz: 'UTC', currentDate }).next().getTime();
    const delay = Math.min(Math.max(next - Date.now(), 0), MAX_DELAY_MS);
    job.timer = setTimeout(() => {
      if (Date.now() + 1000 < next) return this.arm(name, job);
      void this.run(name, job).then(() => this.arm(name, job, next));
    }, delay);
    // A pending run never keeps the process alive.
    job.timer.unref();
  }

  private run(name: string, job: LocalJob): Promise<void> {
    this.runs += 1;
    job.running = job.running.then(() =>
      job
        .handler()
        .catch((error) => {
          jobFailures.inc({ job: name });
          this.log.error({ err: error, job: name }, 'job failed');
        })
        .finally(() => {
          this.runs -= 1;
        }),
    );
    return job.running;
  }

  runNow(name: string): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    return this.run(name, job);
  }

  async depth(): Promise<number> {
    return this.runs;
  }

  async stop(): Promise<void> {
    this.started = false;
    for (const job of this.jobs.values()) clearTimeout(job.timer);
    await Promise.all([...this.jobs.values()].map((job) => job.running));
  }
}

/** What a job does; its errors are logged by the queue, never thrown at a caller. */
export type JobHandler = () => Promise<void>;

/**
 * Scheduled background work (log retention today). Each job is registered once with a five-field
 * cron expression (UTC) before `start`; `stop` waits for a running job and leaves no timer behind.
 */
export interface JobQueue {
  /** Registers `handler` under `name`, run at every match of `cron` — once across all replicas. */
  schedule(name: string, cron: string, handler: JobHandler): void;
  start(): Promise<void>;
  /** Runs the job at once in this process (an administrator's "now", tests); resolves when done. */
  runNow(name: string): Promise<void>;
  stop(): Promise<void>;
  /** Jobs waiting or running (the metrics' `blade_job_queue_depth`). */
  depth(): Promise<number>;
}

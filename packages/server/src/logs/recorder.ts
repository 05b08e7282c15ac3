import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import { nextId } from '../db/ids';
import { bladeLogApi, bladeLogApiCount, bladeLogError, bladeLogUsual } from '../db/schema';
import { JsonRows } from './json-insert';
import { PendingRows } from './pending-rows';

export type ApiLogRow = typeof bladeLogApi.$inferInsert;
export type ErrorLogRow = typeof bladeLogError.$inferInsert;
export type UsualLogRow = typeof bladeLogUsual.$inferInsert;

/** Fields every log row gets from the process rather than the request. */
const SERVER = {
  serviceId: 'blade-server',
  serverHost: os.hostname().slice(0, 255),
  serverIp: firstIpv4(),
  env: process.env.NODE_ENV ?? 'dev',
};

function firstIpv4(): string {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const address of list ?? [])
      if (address.family === 'IPv4' && !address.internal) return address.address;
  }
  return '127.0.0.1';
}

/** What a refused or anonymous call is counted under (`blade_log_api_count`). */
export interface CountedCall {
  method: string;
  route: string;
  status: number;
}

export type LogInput<T> = Omit<T, 'id' | 'createTime' | keyof typeof SERVER> & { createTime?: Date };

/** Pending rows beyond this are dropped (and counted): logging must never exhaust memory under load. */
const MAX_PENDING = 10_000;
/** Rows are written when a batch is full (pending-rows.ts), or after this. */
const FLUSH_INTERVAL_MS = 1000;

/**
 * Collects log rows in memory and writes them in batches off the request path, so recording a call
 * costs the call one row's JSON text (json-insert.ts says why text) and an array push. A failed
 * write is reported to the server log, never to the caller. The flush timer stays in each process (not on the job queue): it writes this
 * process's own buffer, which no other replica could.
 */
export class LogRecorder {
  private readonly api = new PendingRows();
  private readonly errors = new PendingRows();
  private readonly usual = new PendingRows();
  private readonly apiRows = new JsonRows<LogInput<ApiLogRow>>(bladeLogApi, SERVER);
  private readonly errorRows = new JsonRows<LogInput<ErrorLogRow>>(bladeLogError, SERVER);
  private readonly usualRows = new JsonRows<LogInput<UsualLogRow>>(bladeLogUsual, SERVER);
  /** Counts of refused/anonymous calls by day, method, route and status (a JSON key), not yet stored. */
  private counts = new Map<string, number>();
  private dropped = 0;
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  // Each row is kept as its JSON text, with its id and time; the server's own columns (SERVER)
  // are added once per batch when it is written.
  recordApi(row: LogInput<ApiLogRow>): void {
    this.enqueue(this.api, () => this.apiRows.encode(row, nextId(), row.createTime ?? new Date()));
  }

  recordError(row: LogInput<ErrorLogRow>): void {
    this.enqueue(this.errors, () => this.errorRows.encode(row, nextId(), row.createTime ?? new Date()));
  }

  recordUsual(row: LogInput<UsualLogRow>): void {
    this.enqueue(this.usual, () => {
      const now = row.createTime ?? new Date();
      return this.usualRows.encode({ ...row, time: row.time ?? now }, nextId(), now);
    });
  }

  /** Rows recorded and not yet written (the metrics' `blade_api_log_pending_rows`). */
  get pending(): number {
    return this.api.length + this.errors.length + this.usual.length;
  }

  /** Counts a call instead of storing it; the counter is bounded (one entry per route × status). */
  countCall(call: CountedCall): void {
    if (this.closed) return;
    const key = JSON.stringify([new Date().toISOString().slice(0, 10), call.method, call.route, call.status]);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  /**
   * Queues a row's text unless the recorder is closed or MAX_PENDING rows wait (then it is counted
   * as dropped); a full batch is written at once (the next turn), not when the timer next fires. A
   * row that cannot be written down (a value its column cannot take) is dropped and reported, never
   * thrown at the caller, whose call is already answered.
   */
  private enqueue(queue: PendingRows, encode: () => string): void {
    if (this.closed) return;
    if (this.pending >= MAX_PENDING) {
      this.dropped++;
      return;
    }
    let text: string;
    try {
      text = encode();
    } catch (error) {
      this.log.warn({ err: error }, 'log recorder: a row could not be written down');
      return;
    }
    if (queue.push(text)) setImmediate(() => void this.write({ fullOnly: true }));
  }

  /** Writes everything pending; resolves once it is stored (tests and shutdown wait on this). */
  flush(): Promise<void> {
    return this.write({ fullOnly: false });
  }

  private write(options: { fullOnly: boolean }): Promise<void> {
    // Chained, so batches never overlap and a flush also waits for the one in progress.
    this.writing = this.writing.then(() => this.writePending(options));
    return this.writing;
  }

  private async writePending(options: { fullOnly: boolean }): Promise<void> {
    const batches: { rows: string[]; table: Pick<JsonRows<object>, 'insert'> }[] = [
      ...this.api.takeBatches(options).map((rows) => ({ rows, table: this.apiRows })),
      ...this.errors.takeBatches(options).map((rows) => ({ rows, table: this.errorRows })),
      ...this.usual.takeBatches(options).map((rows) => ({ rows, table: this.usualRows })),
    ];
    // The counters wait for the timer's write: a full batch's write sends just its batch.
    const counts = options.fullOnly ? [] : this.takeCounts();
    if (this.dropped > 0) {
      this.log.warn({ dropped: this.dropped }, 'log recorder: rows dropped while the queue was full');
      this.dropped = 0;
    }
    try {
      for (const { rows, table } of batches) await table.insert(this.db, rows);
      // One upsert: each key appears once (the map), so no row is touched twice by the statement.
      if (counts.length) {
        await this.db
          .insert(bladeLogApiCount)
          .values(counts)
          .onConflictDoUpdate({
            target: [
              bladeLogApiCount.day,
              bladeLogApiCount.method,
              bladeLogApiCount.route,
              bladeLogApiCount.status,
            ],
            set: { count: sql`${bladeLogApiCount.count} + excluded.count` },
          });
      }
    } catch (error) {
      this.log.warn(
        { err: error, rows: batches.reduce((sum, batch) => sum + batch.rows.length, 0) + counts.length },
        'log recorder: write failed',
      );
    }
  }

  private takeCounts() {
    const counts = [...this.counts].map(([key, count]) => {
      const [day, method, route, status] = JSON.parse(key) as [string, string, string, number];
      return { day, method, route, status, count };
    });
    this.counts.clear();
    return counts;
  }

  /** Stops the timer and writes what is left; later records are ignored. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
    this.closed = true;
  }
}

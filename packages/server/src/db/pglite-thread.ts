import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions } from '@electric-sql/pglite';
import { tracedStatement } from '../tracing/db-spans';
import {
  deserializeError,
  type Envelope,
  type NotificationMessage,
  type PgliteWorkerData,
  type QueryResult,
  type Reply,
  type Request,
} from './pglite-protocol';

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** The part of a PGlite transaction Drizzle's PGlite session uses. */
export interface PgliteThreadTx {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  exec(sql: string): Promise<QueryResult[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/**
 * The built worker beside the bundle (dist/pglite-worker.js), else the one run from source; or, from
 * source, one built beforehand (`PGLITE_WORKER_BUNDLE`: the server's tests build it once, as their
 * few hundred servers would each load the TypeScript again; test/support/pglite-worker-bundle.ts).
 */
function workerEntry(): URL {
  const prebuilt = process.env.PGLITE_WORKER_BUNDLE;
  if (prebuilt) return pathToFileURL(prebuilt);
  const built = new URL('./pglite-worker.js', import.meta.url);
  return existsSync(fileURLToPath(built)) ? built : new URL('./pglite-worker-source.cjs', import.meta.url);
}

/**
 * PostgreSQL's WASM (9 MB), compiled once per process for every worker: each worker compiling it
 * again cost ~1 s and ~0.7 CPU-s per database opened (five workers opening a restored data
 * directory: 2.15 s each, 1.09 s with the module compiled once), paid by every server the tests
 * start and by each database a process opens (a backup's check, a restore).
 */
let compiledWasm: Promise<WebAssembly.Module> | undefined;
function pgliteWasm(): Promise<WebAssembly.Module> {
  compiledWasm ??= readFile(
    path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm'),
  ).then((bytes) => WebAssembly.compile(bytes));
  return compiledWasm;
}

/**
 * The embedded PGlite in a worker thread, shaped as far as Drizzle's PGlite driver reaches
 * (`query`, `transaction`): the database's CPU (PostgreSQL's WASM, PGlite's protocol parsing) runs
 * on the other core while this thread serves HTTP. A transaction holds the single connection; the
 * worker holds back statements from outside it until it ends (pglite-host.ts).
 */
export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private lastId = 0;
  private readonly notificationListeners = new Set<(channel: string, payload: string) => void>();
  private exited: Error | undefined;
  closed = false;

  private constructor(data: PgliteWorkerData) {
    this.worker = new Worker(workerEntry(), { workerData: data });
    // Only waiting calls keep the process alive (see `call`): an idle database never holds it open.
    this.worker.unref();
    this.worker.on('message', (message: Reply | NotificationMessage) => {
      if ('notification' in message) {
        const { channel, payload } = message.notification;
        for (const listener of this.notificationListeners) listener(channel, payload);
      } else this.settle(message);
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`the PGlite worker stopped (exit code ${code})`)));
  }

  /** Starts the worker and resolves once its PGlite answers (data directory opened or created). */
  static async start(data: PgliteWorkerData): Promise<PgliteThread> {
    const thread = new PgliteThread({ ...data, pgliteWasmModule: await pgliteWasm() });
    try {
      await thread.query('select 1');
    } catch (error) {
      await thread.worker.terminate();
      throw error;
    }
    return thread;
  }

  query(sql: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<QueryResult> {
    if (options?.serializers || options?.blob) {
      throw new Error('PGlite in a worker thread takes no serializers or blobs (functions cannot cross)');
    }
    const request: Request = {
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode ?? 'object',
      keepText: options?.parsers ? Object.keys(options.parsers).map(Number) : [],
      ...(tx === undefined ? {} : { tx }),
    };
    return tracedStatement(sql, () => this.call(request) as Promise<QueryResult>);
  }

  exec(sql: string, tx?: number): Promise<QueryResult[]> {
    const request: Request = { op: 'exec', sql, ...(tx === undefined ? {} : { tx }) };
    return tracedStatement(sql, () => this.call(request) as Promise<QueryResult[]>);
  }

  /** As PGlite's: commits when `callback` resolves, rolls back when it throws or calls `rollback`. */
  async transaction<T>(callback: (tx: PgliteThreadTx) => Promise<T>): Promise<T> {
    const id = (await this.call({ op: 'begin' })) as number;
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: PgliteThreadTx = {
      query: async (sql, params, options) => {
        open();
        return this.query(sql, params, options, id);
      },
      exec: async (sql) => {
        open();
        return this.exec(sql, id);
      },
      rollback: async () => {
        open();
        closed = true;
        await this.call({ op: 'rollback', tx: id });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.call({ op: 'rollback', tx: id });
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.call({ op: 'commit', tx: id });
    }
    return result;
  }

  /** As PGlite's: hears every NOTIFY on a channel some `LISTEN` statement named; returns the removal. */
  onNotification(listener: (channel: string, payload: string) => void): () => void {
    this.notificationListeners.add(listener);
    return () => this.notificationListeners.delete(listener);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (!this.exited) await this.call({ op: 'close' });
    await this.worker.terminate();
  }

  private call(request: Request): Promise<unknown> {
    if (this.exited) return Promise.reject(this.exited);
    const id = ++this.lastId;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...request } satisfies Envelope);
    });
  }

  private settle(reply: Reply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(deserializeError(reply.error));
  }

  private fail(error: Error): void {
    this.exited ??= error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}

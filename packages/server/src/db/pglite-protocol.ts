/**
 * The messages between the server's main thread and the worker thread that owns the embedded
 * PGlite (pglite-worker.ts, pglite-thread.ts). Everything here crosses `postMessage`, so it holds
 * only structured-cloneable data: no functions, no class instances that must keep their class.
 */

/**
 * Where the worker's PGlite keeps its data: a directory on disk, or memory (optionally a dump); and
 * PostgreSQL's WASM as the parent compiled it (pglite-thread.ts).
 */
export type PgliteWorkerData = ({ dataDir: string } | { memory: { loadDataDir?: Uint8Array } }) & {
  pgliteWasmModule?: WebAssembly.Module;
};

export type RowMode = 'array' | 'object';

/** One statement (extended protocol, parameters bound). */
export interface QueryRequest {
  op: 'query';
  sql: string;
  params: unknown[];
  rowMode: RowMode;
  /**
   * Types whose values stay as PostgreSQL's text instead of being parsed (Drizzle reads timestamps,
   * dates and intervals itself and hands PGlite identity parsers for them; functions cannot cross
   * to the worker, so their type ids do).
   */
  keepText: number[];
  /** The transaction the statement belongs to; absent: outside any (waits while one is open). */
  tx?: number;
}

/** Several statements as one simple-protocol string, no parameters (`BEGIN`, DDL). */
export interface ExecRequest {
  op: 'exec';
  sql: string;
  tx?: number;
}

export type Request =
  | QueryRequest
  | ExecRequest
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number }
  | { op: 'close' };

/** What PGlite's `Results` hold that callers read (Drizzle reads `rows`; retention `affectedRows`). */
export interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
  rowCount?: number;
  command?: string;
}

/** A database error's fields as PostgreSQL reports them (SQLSTATE `code` first of all). */
export interface SerializedError {
  message: string;
  name: string;
  stack?: string;
  fields: Record<string, string | number | undefined>;
}

export type Envelope = { id: number } & Request;
export type Reply = { id: number } & ({ ok: true; value: unknown } | { ok: false; error: SerializedError });
/** A NOTIFY the worker's PGlite received (on a channel a LISTEN named), passed on to the host thread. */
export interface NotificationMessage {
  notification: { channel: string; payload: string };
}

/** The fields of PostgreSQL's ErrorResponse that pg-protocol's DatabaseError carries. */
const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
] as const;

export function serializeError(error: unknown): SerializedError {
  const e = error instanceof Error ? error : new Error(String(error));
  const fields: SerializedError['fields'] = {};
  for (const key of ERROR_FIELDS) {
    const value = (e as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { message: e.message, name: e.name, ...(e.stack ? { stack: e.stack } : {}), fields };
}

/**
 * The error as the caller sees it: same message, name and SQLSTATE fields as PGlite's own (the
 * error handler maps `code` 23505 to "already exists", class 22 to a bad value) and the worker's
 * stack (Drizzle wraps it with the statement that failed).
 */
export function deserializeError(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  error.name = serialized.name;
  Object.assign(error, serialized.fields);
  if (serialized.stack) error.stack = serialized.stack;
  return error;
}

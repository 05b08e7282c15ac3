import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { lockDataDir } from './data-dir-lock';
import { PgliteThread } from './pglite-thread';
import { guardPooledConnection } from './pool-guards';
import * as schema from './schema';
import { loadDatabaseTimeouts } from './timeouts';

/** The driver-independent database type every query is written against. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; accepted wherever a query runs inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** The rows of a raw query (`db.execute`): both drivers, node-postgres and PGlite, answer `{ rows }`. */
export async function rawRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  readonly db: Db;
  readonly kind: DatabaseKind;
  /** PostgreSQL's connection pool (absent on PGlite): the job queue runs its own SQL over it. */
  readonly pool?: pg.Pool;
  /**
   * Applies pending migrations, then runs `afterMigrate` (the seed). On PostgreSQL both run under an
   * advisory lock, so replicas starting together migrate and seed once.
   */
  migrate(afterMigrate?: (db: Db) => Promise<void>): Promise<void>;
  /**
   * Hears the NOTIFYs of `channel` (a plain identifier) until the returned stop is called. On
   * PostgreSQL over a connection of its own, taken again after a failure; on PGlite its one
   * connection. A NOTIFY sent in a transaction arrives when (and only if) it commits.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Where the data lives: a PostgreSQL URL; a PGlite data directory, or an in-memory PGlite (empty or
 * loaded from a dump), either run in a worker thread; or a PGlite instance in this thread.
 * `connectTimeoutMs` defaults to `DATABASE_CONNECT_TIMEOUT_MS` (db/timeouts.ts); `statementTimeoutMs`
 * bounds each pooled query (the server passes `DATABASE_STATEMENT_TIMEOUT_MS`; none without it).
 */
export type DatabaseSource =
  | { url: string; connectTimeoutMs?: number; statementTimeoutMs?: number }
  | { dataDir: string }
  | { memory: { loadDataDir?: Uint8Array } }
  | { pglite: PGlite };

// Any constant works; it only has to be the same for every replica of this server.
const MIGRATION_LOCK_ID = 7_243_001;

export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if ('url' in source) {
    return openPostgres(source.url, {
      connectTimeoutMs: source.connectTimeoutMs ?? loadDatabaseTimeouts().databaseConnectTimeoutMs,
      statementTimeoutMs: source.statementTimeoutMs,
    });
  }
  if ('pglite' in source) {
    await source.pglite.waitReady;
    return openPglite(source.pglite);
  }
  if ('memory' in source) return openPglite(await PgliteThread.start(source));
  const pgdata = path.join(source.dataDir, 'pgdata');
  mkdirSync(pgdata, { recursive: true });
  const unlock = lockDataDir(pgdata);
  try {
    const database = await openPglite(await PgliteThread.start({ dataDir: pgdata }));
    return {
      ...database,
      async close() {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPglite(client: PGlite | PgliteThread): Promise<Database> {
  // A PgliteThread answers the calls Drizzle's PGlite driver makes (query, transaction) in PGlite's
  // shapes; the driver reaches for nothing else.
  const db = drizzlePglite({ client: client as PGlite, schema });
  return {
    db,
    kind: 'pglite',
    // PGlite is single-process and single-connection: no lock needed.
    async migrate(afterMigrate) {
      await migratePglite(db, { migrationsFolder });
      await afterMigrate?.(db);
    },
    async listen(channel, onPayload) {
      const stop = client.onNotification((heard, payload) => {
        if (heard === channel) onPayload(payload);
      });
      // No UNLISTEN on stop: the one connection may have other listeners of the channel (replicas).
      await client.exec(`LISTEN ${channel}`);
      return async () => stop();
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

interface PostgresTimeouts {
  connectTimeoutMs: number;
  statementTimeoutMs: number | undefined;
}

async function openPostgres(url: string, timeouts: PostgresTimeouts): Promise<Database> {
  const { connectTimeoutMs, statementTimeoutMs } = timeouts;
  // The connection's settings, shared by the pool and the migration's own connection.
  const connection = {
    connectionString: url,
    connectionTimeoutMillis: connectTimeoutMs,
    // TCP keep-alive from 10 s idle: a pooled connection whose far end vanished (a failover to
    // another host) is found dead by the system's probes, instead of only when a query is sent on it.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  // No idle timeout: pg-pool otherwise sets (and clears) a timer on every query's connection
  // release, to close connections idle for 10 s; ten connections at most may as well stay open.
  // A connect timeout: a server that accepts the TCP connection and never answers (stopped,
  // overloaded, a half-open proxy) would otherwise hang the start, and every query after, for ever.
  // pg-pool applies it to waiting for a busy pool's connection too: a query then fails rather than
  // queues without end behind hung ones.
  // A statement timeout twice over: PostgreSQL cancels a statement that runs too long (the connection
  // stays usable), and pg gives up on a reply that has not come a connect timeout later (a hung
  // server cancels nothing; that connection is closed, pool-guards.ts).
  const pool = new pg.Pool({
    ...connection,
    max: 10,
    idleTimeoutMillis: 0,
    ...(statementTimeoutMs && {
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + connectTimeoutMs,
    }),
  });
  // An idle connection that PostgreSQL ends (a restart, a failover, an administrator) is reported
  // on the pool; unheard, that event would crash the process. The pool drops the client and opens
  // a new one on the next query, so a warning is all it takes.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`, 'DatabaseWarning');
  });
  pool.on('connect', guardPooledConnection);
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    pool,
    async migrate(afterMigrate) {
      // The advisory lock belongs to a session, so migration and seed run on one dedicated connection,
      // outside the pool: waiting for another replica's lock and building an index on a large table
      // take as long as they take, not a request's statement timeout.
      // The first connection of every start (server, ops commands): its failure is the one read.
      const client = new pg.Client(connection);
      // Lost mid-migration, the failing query says so; unheard, the `error` event would end the process.
      client.on('error', () => undefined);
      await client.connect().catch((error: unknown) => {
        throw connectFailure(url, connectTimeoutMs, error);
      });
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        const locked = drizzlePg({ client, schema });
        await migratePg(locked, { migrationsFolder });
        await afterMigrate?.(locked);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    },
    listen: (channel, onPayload) => listenOn(pool, channel, onPayload),
    async close() {
      await pool.end();
    },
  };
}

/**
 * Why PostgreSQL could not be reached, naming the server (host, port, database) but never the
 * password of the URL: pg's own timeout says neither where nor which setting bounds it.
 */
function connectFailure(url: string, connectTimeoutMs: number, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  const detail = /timeout/i.test(message)
    ? `no answer within ${connectTimeoutMs} ms (DATABASE_CONNECT_TIMEOUT_MS)`
    : message;
  return new Error(`cannot connect to ${describeServer(url)}: ${detail}`, { cause: error });
}

/** `PostgreSQL at host:port (database name)`, as pg reads the URL (PGHOST, PGPORT… fill in gaps). */
function describeServer(url: string): string {
  try {
    // Building a Client parses the URL and opens nothing.
    const { host, port, database } = new pg.Client({ connectionString: url });
    return `PostgreSQL at ${host}:${port}${database ? ` (database ${database})` : ''}`;
  } catch {
    return 'PostgreSQL';
  }
}

/** How long a lost LISTEN connection waits before it is taken again. */
const RELISTEN_MS = 1_000;

/** LISTEN on a pool connection kept for it; a failed connection is dropped and another taken. */
async function listenOn(
  pool: pg.Pool,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.PoolClient | undefined;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(again), RELISTEN_MS);
  };
  const connect = async (): Promise<void> => {
    const connection = await pool.connect();
    connection.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    connection.on('error', () => {
      if (current !== connection) return;
      current = undefined;
      connection.release(true);
      again();
    });
    await connection.query(`LISTEN ${channel}`);
    current = connection;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const connection = current;
    current = undefined;
    if (connection) {
      await connection.query(`UNLISTEN ${channel}`).catch(() => undefined);
      connection.release();
    }
  };
}

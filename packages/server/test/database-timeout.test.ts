import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import pg, { type Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, rawRows } from '../src/db/connection';
import { namedRowsStatement } from '../src/db/pg-rows';
import { safeErrorMessage } from '../src/db/query-errors';
import { isDatabaseUnavailable } from '../src/db/timeouts';
import { registerErrorHandling } from '../src/http/errors';
import { createPostgresDatabase } from './helpers';
import { type PausableProxy, startPausableProxy } from './support/pausable-proxy';

/*
 * A statement that runs too long, or a database that stops answering on an open connection, fails
 * the request in bounded time with a 503 the caller can act on, instead of holding it (and one of
 * the pool's ten connections) for ever; so does one that refuses or drops the connection.
 * DATABASE_STATEMENT_TIMEOUT_MS, db/timeouts.ts.
 */

describe('a database that does not answer', () => {
  const app = Fastify({ logger: false });
  const unhandled: string[] = [];
  const failures: Record<string, Error> = {
    // PostgreSQL's cancel, as drizzle wraps it (the query's text and parameters around the cause).
    cancelled: new Error('Failed query: select …', {
      cause: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    }),
    'no-reply': new Error('Query read timeout'),
    'no-connection': new Error('timeout exceeded when trying to connect'),
    'not-connecting': new Error('Connection terminated due to connection timeout'),
    lost: new Error('Connection terminated unexpectedly'),
    'shutting-down': Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    }),
    'too-many': Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
    // A restart or failover refusing the pool's new connection, inside Drizzle's failed query.
    restarting: new DrizzleQueryError(
      'select 1',
      [],
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ),
  };
  beforeAll(async () => {
    registerErrorHandling(app, (error) => unhandled.push(error.message));
    for (const [name, error] of Object.entries(failures))
      app.get(`/api/${name}`, async () => {
        throw error;
      });
    app.get('/api/other', async () => {
      throw new Error('something else');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('is answered 503 with the envelope, a retry hint and words in the reader’s language', async () => {
    for (const name of Object.keys(failures)) {
      const zh = await app.inject(`/api/${name}`);
      expect(zh.statusCode, name).toBe(503);
      expect(zh.headers['retry-after']).toBe('5');
      expect(zh.json()).toEqual({
        code: 503,
        success: false,
        msg: '数据库暂时无法响应，请稍后重试',
        data: null,
      });
      const en = await app.inject({ url: `/api/${name}`, headers: { 'accept-language': 'en' } });
      expect(en.json().msg).toBe('The database is not answering right now: try again in a moment');
    }
    // Kept in the error log like any failure of the server's own.
    expect(unhandled).toContain('Query read timeout');
  });

  it('is told from other failures, which stay a 500', async () => {
    expect((await app.inject('/api/other')).statusCode).toBe(500);
    expect(isDatabaseUnavailable(new Error('timeout'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(false);
    // A socket's code alone says nothing of whom it failed to reach (an object store, an SMS gateway).
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(false);
    // A protocol violation is a bug to fix, not an outage to wait out.
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('bind message supplies 1 parameters'), { code: '08P01' }),
      ),
    ).toBe(false);
  });
});

interface Setting {
  statement_timeout: string;
}

describe('a paged list’s own statement (namedRowsStatement)', () => {
  it('fails like Drizzle’s queries: a refused connection is the database not answering', async () => {
    // A port just closed: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const pool = new pg.Pool({ connectionString: `postgres://blade@127.0.0.1:${port}/blade` });
    try {
      const statement = namedRowsStatement(
        pool,
        'probe',
        { sql: 'select $1::text as name', params: ['x'] },
        {},
      );
      const failure = await statement({}).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(safeErrorMessage(failure)).not.toContain('select');
    } finally {
      await pool.end();
    }
  });
});

describe('on PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let postgres: { url: string; drop(): Promise<void> } | undefined;
  beforeAll(async () => {
    if (adminUrl) postgres = await createPostgresDatabase(adminUrl);
  }, 60_000);
  afterAll(() => postgres?.drop());

  it('cancels a statement past the bound; the connection serves the next query', async () => {
    if (!postgres) return;
    const database = await openDatabase({ url: postgres.url, statementTimeoutMs: 300 });
    try {
      const started = Date.now();
      const failure = await rawRows(database.db, sql`select pg_sleep(5)`).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(await rawRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });

  /** The database through a proxy that can stop its replies; the pool's connections counted. */
  async function behindProxy(run: (database: Database, proxy: PausableProxy, pool: Pool) => Promise<void>) {
    const proxy = await startPausableProxy(postgres!.url);
    // A connect timeout with room for a loaded machine to open the pool's ten connections at once.
    const database = await openDatabase({ url: proxy.url, statementTimeoutMs: 300, connectTimeoutMs: 1_500 });
    try {
      await run(database, proxy, database.pool!);
    } finally {
      proxy.resume();
      await database.close();
      await proxy.close();
    }
  }
  const failureOf = (work: Promise<unknown>) =>
    work.then(
      () => undefined,
      (error: unknown) => error,
    );

  it('gives up on a database that stops answering an open connection, then uses a new one', async () => {
    if (!postgres) return;
    await behindProxy(async (database, proxy, pool) => {
      expect(await rawRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
      proxy.pause();
      const started = Date.now();
      const failure = await failureOf(rawRows(database.db, sql`select 1 as one`));
      // The statement bound and the connect timeout beside it (1.8 s), not for ever.
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(pool.totalCount).toBe(0);
      proxy.resume();
      // Answering again, on every connection of the pool (more queries at once than it holds).
      const many = Array.from({ length: 12 }, (_, n) => rawRows(database.db, sql`select ${n}::int as n`));
      expect((await Promise.all(many)).flat()).toHaveLength(12);
    });
  });

  it('inside a transaction, fails it within one bound and never takes the connection back', async () => {
    if (!postgres) return;
    await behindProxy(async (database, proxy, pool) => {
      let started = 0;
      const failure = await failureOf(
        database.db.transaction(async (tx) => {
          await rawRows(tx, sql`select 1`);
          proxy.pause();
          started = Date.now();
          await rawRows(tx, sql`select 2`);
        }),
      );
      // One bound (1.8 s): the rollback behind the hung statement fails at once, not a bound later.
      expect(Date.now() - started).toBeLessThan(3_300);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(pool.totalCount).toBe(0);
      proxy.resume();
      // No connection left inside the old transaction: each new one starts its own.
      const inTransaction = sql`select now() = statement_timestamp() as fresh`;
      const states = await Promise.all(
        Array.from({ length: 10 }, () =>
          database.db.transaction(async (tx) => {
            await rawRows(tx, sql`select pg_sleep(0.02)`);
            return rawRows<{ fresh: boolean }>(tx, inTransaction);
          }),
        ),
      );
      // now() is the transaction's start, earlier than the statement's inside a real transaction.
      expect(states.flat().map((row) => row.fresh)).toEqual(Array(10).fill(false));
    });
  });

  it('a transaction whose BEGIN goes unanswered gives its connection back (patched drizzle-orm)', async () => {
    if (!postgres) return;
    await behindProxy(async (database, proxy, pool) => {
      await rawRows(database.db, sql`select 1`);
      expect(pool.idleCount).toBe(1);
      proxy.pause();
      const failure = await failureOf(database.db.transaction(async (tx) => rawRows(tx, sql`select 2`)));
      expect(isDatabaseUnavailable(failure)).toBe(true);
      // Released and dropped: a connection kept checked out would hold one of the ten for good.
      expect(pool.totalCount).toBe(0);
      proxy.resume();
      await database.db.transaction(async (tx) => rawRows(tx, sql`select 3`));
    });
  });

  it('leaves migrations unbounded: they run on their own connection', async () => {
    if (!postgres) return;
    const database = await openDatabase({ url: postgres.url, statementTimeoutMs: 300 });
    try {
      let during = '';
      await database.migrate(async (db) => {
        during = String((await rawRows<Setting>(db, sql`show statement_timeout`))[0]?.statement_timeout);
      });
      expect(during).toBe('0');
      const pooled = await rawRows<Setting>(database.db, sql`show statement_timeout`);
      expect(pooled[0]?.statement_timeout).toBe('300ms');
    } finally {
      await database.close();
    }
  }, 60_000);
});

import { createServer } from 'node:net';
import type { Pool } from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { databaseAnswers } from '../src/db/answers';
import { openDatabase } from '../src/db/connection';
import { loadDatabaseTimeouts } from '../src/db/timeouts';
import { startSilentServer } from './support/silent-server';

afterEach(() => vi.restoreAllMocks());

describe('PostgreSQL connection pool', () => {
  it('survives PostgreSQL ending an idle connection (restart, failover, administrator)', async () => {
    // Nothing listens on port 1: the pool connects lazily, so opening it makes no connection.
    const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/none' });
    const pool = (database.db as unknown as { $client: Pool }).$client;
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    try {
      // What pg-pool does when an idle client's backend goes away: unheard, this throws and the
      // process dies.
      expect(() =>
        pool.emit('error', new Error('terminating connection due to administrator command')),
      ).not.toThrow();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('terminating connection'), 'DatabaseWarning');
    } finally {
      await database.close();
    }
  });
});

describe('a PostgreSQL that does not answer', () => {
  it('fails a start within the connect timeout, naming the server but not the password', async () => {
    const silent = await startSilentServer();
    const database = await openDatabase({ url: silent.url('secretpw'), connectTimeoutMs: 200 });
    try {
      const started = Date.now();
      const failure = await database.migrate().then(
        () => undefined,
        (error: Error) => error,
      );
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(failure?.message).toBe(
        `cannot connect to PostgreSQL at 127.0.0.1:${silent.port} (database blade): no answer within 200 ms (DATABASE_CONNECT_TIMEOUT_MS)`,
      );
      expect(String(failure?.stack)).not.toContain('secretpw');
      expect(String((failure?.cause as Error | undefined)?.message)).not.toContain('secretpw');
    } finally {
      await database.close();
      await silent.close();
    }
  });

  it('names the server of a refused connection too', async () => {
    // A port just closed: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const database = await openDatabase({ url: `postgres://blade:secretpw@127.0.0.1:${port}/blade` });
    try {
      await expect(database.migrate()).rejects.toThrow(
        `cannot connect to PostgreSQL at 127.0.0.1:${port} (database blade): connect ECONNREFUSED`,
      );
    } finally {
      await database.close();
    }
  });

  it('is called down within the check timeout, by one probe however many ask', async () => {
    const silent = await startSilentServer();
    // A connect timeout far beyond the check's: the probe's own bound is what answers.
    const database = await openDatabase({ url: silent.url(), connectTimeoutMs: 30_000 });
    try {
      const started = Date.now();
      const answers = await Promise.all([1, 2, 3].map(() => databaseAnswers(database.db, 200)));
      expect(answers).toEqual([false, false, false]);
      expect(await databaseAnswers(database.db, 200)).toBe(false);
      expect(Date.now() - started).toBeLessThan(1_500);
      // One connection for four probes: a hung database does not take the pool probe by probe.
      expect(silent.connections()).toBe(1);
    } finally {
      // Ending the silent server's connections fails the pending connect, so the pool can end.
      await silent.close();
      await database.close();
    }
  });
});

describe('the database timeouts', () => {
  it('default to 5 s to connect, 2 s for a check and 30 s a statement, and are read from the environment', () => {
    expect(loadDatabaseTimeouts({})).toEqual({
      databaseConnectTimeoutMs: 5_000,
      databaseCheckTimeoutMs: 2_000,
      databaseStatementTimeoutMs: 30_000,
    });
    const config = loadConfig({
      DATABASE_CONNECT_TIMEOUT_MS: '300',
      DATABASE_CHECK_TIMEOUT_MS: '150',
      DATABASE_STATEMENT_TIMEOUT_MS: '800',
    });
    expect(config).toMatchObject({
      databaseConnectTimeoutMs: 300,
      databaseCheckTimeoutMs: 150,
      databaseStatementTimeoutMs: 800,
    });
    for (const name of ['DATABASE_CHECK_TIMEOUT_MS', 'DATABASE_STATEMENT_TIMEOUT_MS'])
      expect(() => loadDatabaseTimeouts({ [name]: '0' })).toThrow(`${name} must be a positive integer`);
  });
});

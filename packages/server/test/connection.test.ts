import type { Pool } from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/connection';

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

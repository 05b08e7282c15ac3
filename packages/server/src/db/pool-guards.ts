import type pg from 'pg';

/**
 * What every connection of the PostgreSQL pool gets when it opens (pg-pool's `connect` event).
 *
 * - A listener for its `error`: pg-pool listens only while a connection is idle (and `pool.query`
 *   while it runs one query), so a connection lost inside a transaction (a restart, a failover, one
 *   given up on below) would otherwise throw an unheard `error` and end the process.
 * - Closed when pg gives up on a reply (`query_timeout`, a hung server): pg only rejects that query
 *   and leaves the connection waiting on it. In a transaction, Drizzle's rollback would queue behind
 *   the hung query for another bound, and the connection would then go back to the pool as healthy,
 *   still inside that transaction when the server woke. Closed, the rollback fails at once and
 *   pg-pool drops the connection (it is no longer queryable).
 */
export function guardPooledConnection(client: pg.PoolClient): void {
  client.on('error', (error) => {
    process.emitWarning(`PostgreSQL connection lost: ${error.message}`, 'DatabaseWarning');
  });
  closeOnReadTimeout(client);
}

const isReadTimeout = (error: unknown) => error instanceof Error && error.message === 'Query read timeout';

type Callback = (error: Error | null, result?: unknown) => void;

// pg has no hook for its read timeout: its `query` is wrapped, for both of its forms (a callback,
// as pg-pool's `pool.query` calls it, or a promise, as Drizzle does).
function closeOnReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const watched = (...args: unknown[]): unknown => {
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as Callback;
      args[args.length - 1] = (error: Error | null, result?: unknown) => {
        if (isReadTimeout(error)) close(client);
        callback(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise)
      return result.catch((error: unknown) => {
        if (isReadTimeout(error)) close(client);
        throw error;
      });
    return result;
  };
  client.query = watched as typeof client.query;
}

/** Drops the connection's socket: its queued queries fail now, and the pool will not take it back. */
function close(client: pg.PoolClient): void {
  const internals = client as unknown as {
    connection?: { stream?: { destroy(): void } };
    _queryable?: boolean;
  };
  // Unqueryable at once, as pg marks it when the socket's `close` arrives (later): a holder that
  // releases it before then must not hand it to the next request. pg-pool reads this field.
  internals._queryable = false;
  // pg does the same to a pipelined connection whose reply timed out (client.js).
  const stream = internals.connection?.stream;
  if (stream) stream.destroy();
  else void client.end().catch(() => undefined);
}

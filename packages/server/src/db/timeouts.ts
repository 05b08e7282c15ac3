import type { ServerConfig } from '../config-types';
import { parsePositiveInt } from '../env-values';

/** `DATABASE_CHECK_TIMEOUT_MS`'s default: well inside a probe's or a scrape's own timeout. */
export const DEFAULT_CHECK_TIMEOUT_MS = 2_000;

export type DatabaseTimeouts = Pick<
  ServerConfig,
  'databaseConnectTimeoutMs' | 'databaseCheckTimeoutMs' | 'databaseStatementTimeoutMs'
>;

/**
 * `DATABASE_CONNECT_TIMEOUT_MS`, `DATABASE_CHECK_TIMEOUT_MS` and `DATABASE_STATEMENT_TIMEOUT_MS`. Part of loadConfig; read here, with
 * nothing else, because openDatabase is also handed a bare URL (the server, the ops commands) and
 * must bound its connections all the same. Imports nothing of pg: config.ts loads it before tracing
 * patches pg (main.ts).
 */
export function loadDatabaseTimeouts(env: NodeJS.ProcessEnv = process.env): DatabaseTimeouts {
  return {
    databaseConnectTimeoutMs: parsePositiveInt(
      'DATABASE_CONNECT_TIMEOUT_MS',
      env.DATABASE_CONNECT_TIMEOUT_MS,
      5_000,
    ),
    databaseCheckTimeoutMs: parsePositiveInt(
      'DATABASE_CHECK_TIMEOUT_MS',
      env.DATABASE_CHECK_TIMEOUT_MS,
      DEFAULT_CHECK_TIMEOUT_MS,
    ),
    databaseStatementTimeoutMs: parsePositiveInt(
      'DATABASE_STATEMENT_TIMEOUT_MS',
      env.DATABASE_STATEMENT_TIMEOUT_MS,
      30_000,
    ),
  };
}

/** pg's words for its own timeouts and for a connection lost under it: none of them carries a code. */
const UNANSWERED = new Set([
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
]);

/**
 * Whether a query failed because the database did not answer, not because of the query: PostgreSQL
 * cancelled it at `statement_timeout` (SQLSTATE 57014, also an administrator's cancel) or is shutting
 * down or starting (57P01–57P03), the connection failed (class 08, pg's "Connection terminated"),
 * pg gave up waiting for a reply (`query_timeout`: a hung server) or pg-pool found no free
 * connection within the connect timeout. The request may well work shortly: a 503. A socket's own
 * code (ECONNREFUSED) is not taken: an object store or an SMS gateway fails with the same codes.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && /^57014$|^57P0[123]$|^08[0-9A-Z]{3}$/.test(code)) return true;
    if (typeof message === 'string' && UNANSWERED.has(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

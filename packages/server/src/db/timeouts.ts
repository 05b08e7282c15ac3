import type { ServerConfig } from '../config-types';
import { parsePositiveInt } from '../env-values';
import { errorChain, isQueryError } from './query-errors';

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
  'Client has encountered a connection error and is not queryable',
]);

/**
 * SQLSTATEs of a database out of reach for now: a statement cancelled (57014: `statement_timeout`,
 * an administrator), the server shutting down or starting (57P01–57P03), a connection failure
 * (08000, 08001, 08003, 08004, 08006; not 08P01, a protocol violation, which is a bug), too many
 * connections (53300).
 */
const UNAVAILABLE_STATES = /^(?:57014|57P0[123]|0800[0-46]|53300)$/;

/** Socket failures: ours when they come from a query the product sent (Drizzle's wrapper around it). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
  // The database's name not resolving for now (DNS during a failover).
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Whether a failure is the product's database not answering, not the query's fault: a SQLSTATE
 * above, pg's own timeouts (`query_timeout` on a hung server, pg-pool finding no free connection,
 * a connection that does not open in time) or a lost connection. The request may well work
 * shortly: a 503. A socket's code counts only inside a failed query: an object store or an SMS
 * gateway fails with the same codes. Other databases (code generation's data sources) say their
 * failures themselves.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let inQuery = false;
  for (const e of errorChain(error)) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_STATES.test(code)) return true;
    if (typeof code === 'string' && inQuery && SOCKET_CODES.has(code)) return true;
    if (typeof message === 'string' && UNANSWERED.has(message)) return true;
    inQuery ||= isQueryError(e);
  }
  return false;
}

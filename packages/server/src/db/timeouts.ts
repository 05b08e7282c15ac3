import type { ServerConfig } from '../config-types';
import { parsePositiveInt } from '../env-values';

/** `DATABASE_CHECK_TIMEOUT_MS`'s default: well inside a probe's or a scrape's own timeout. */
export const DEFAULT_CHECK_TIMEOUT_MS = 2_000;

export type DatabaseTimeouts = Pick<ServerConfig, 'databaseConnectTimeoutMs' | 'databaseCheckTimeoutMs'>;

/**
 * `DATABASE_CONNECT_TIMEOUT_MS` and `DATABASE_CHECK_TIMEOUT_MS`. Part of loadConfig; read here, with
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
  };
}

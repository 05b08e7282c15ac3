import type {
  logApiResource,
  logErrorResource,
  logUsualResource,
  WireRow,
} from '@blade-console/blade-schema';
import type { Id } from './envelope';

/** A stored log row always has its id. */
interface Stored {
  id: Id;
}

/** `blade_log_usual`: application log lines (`logUsualResource`); lists omit `params` and `logData`. */
export type LogUsual = WireRow<typeof logUsualResource> & Stored;

/** `blade_log_api`: one API call (`logApiResource`). `time` is the duration as text; lists omit `params`. */
export type LogApi = WireRow<typeof logApiResource> & Stored;

/**
 * `blade_log_error`: an exception (`logErrorResource`); lists omit `params`, `stackTrace` and
 * `message`.
 */
export type LogError = WireRow<typeof logErrorResource> & Stored;

/** The columns every log table shares (blade-api.md §6.3). */
export type LogBase = Pick<LogUsual, keyof LogUsual & keyof LogApi & keyof LogError>;

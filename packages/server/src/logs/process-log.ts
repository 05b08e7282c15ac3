import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import type { ServerConfig } from '../config';
import { withoutParameters } from '../db/query-errors';
import { traceLogFields } from '../tracing/log-fields';
import { maskUrl } from './mask';

/**
 * The request as the process log shows it: Fastify's own fields, with the URL's credentials masked.
 * Sign-in clients (Saber, both dialects) send the password and the refresh token in the query
 * string, and a logged md5 hash or SM2 ciphertext signs in as well as the password would.
 */
export function maskedRequest(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: loggedUrl(request.url),
    version: Array.isArray(version) ? version[0] : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Where the process log goes: standard output, or `LOG_FILE` rotated by size through pino-roll (in
 * pino's transport thread, so writing never holds up a request): `LOG_MAX_BYTES` per file and
 * `LOG_FILES` rotated files kept, so the log's share of the disk is bounded by their product.
 */
export function processLogOptions(
  config: Pick<ServerConfig, 'logLevel' | 'logFile' | 'logMaxBytes' | 'logFiles'> & { tracing?: boolean },
): FastifyServerOptions['logger'] {
  // With tracing on, every line written inside a traced request names its trace (tracing/log-fields.ts).
  const mixin = config.tracing ? { mixin: traceLogFields } : {};
  if (!config.logFile) return { level: config.logLevel, ...mixin };
  return {
    level: config.logLevel,
    ...mixin,
    transport: {
      // By path: pino resolves a bare name from its own folder, where pnpm puts no pino-roll.
      target: createRequire(import.meta.url).resolve('pino-roll'),
      options: {
        file: config.logFile,
        size: `${Math.max(1, Math.ceil(config.logMaxBytes / 1024))}k`,
        limit: { count: config.logFiles },
        mkdir: true,
        // pino-roll numbers every file it writes (server.1.log, …), so LOG_FILE itself never exists:
        // `current.log` beside them always names the one being written (`tail -F` follows it).
        symlink: true,
      },
    },
  };
}

/**
 * An error as the process log shows it: pino's own fields, but a failed query's message without
 * its parameters (a password hash, a token's hash, a row being restored), whoever logs it.
 */
export const loggedError = (error: unknown) => stdSerializers.err(withoutParameters(error) as Error);

/**
 * Logger options with the masking request and error serializers; `false` (no log) and custom
 * loggers as given. Fastify's own request lines are off: {@link registerProcessRequestLog} writes
 * one per request.
 */
export function withMaskedRequests(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return { ...logger, serializers: { req: maskedRequest, err: loggedError, ...logger.serializers } };
}

/**
 * The process log's line per request, bounded (issue 37: 3,000 anonymous requests with 8 KB query
 * strings added 25 MB to it). Fastify's own request logging (a line when a request comes in, one
 * when it is answered, each with the whole URL) is off; this writes one line when it is answered:
 *
 * - the URL masked, then cut to {@link MAX_LOGGED_URL} characters (a query beyond it is dropped:
 *   what was asked for is in the path and the first parameters; a 8 KB filter tells an operator
 *   nothing more);
 * - client errors (4xx) of one address: the first {@link CLIENT_ERRORS_PER_MINUTE} of each minute,
 *   then a count of those left out, written when the address's next minute begins. A scanner
 *   hammering 404s or 401s cannot fill the disk; a person's mistakes are all there. Server errors
 *   (5xx) and successes are always written.
 */
export const MAX_LOGGED_URL = 512;
export const CLIENT_ERRORS_PER_MINUTE = 20;
const MINUTE = 60_000;
/** Addresses followed at once; past it the oldest minute is forgotten (a spray of addresses). */
const MAX_ADDRESSES = 10_000;

/** The URL as the log shows it: credentials masked first, then cut to a bounded length. */
export function loggedUrl(url: string): string {
  const masked = maskUrl(url);
  if (masked.length <= MAX_LOGGED_URL) return masked;
  return `${masked.slice(0, MAX_LOGGED_URL)}…(${masked.length - MAX_LOGGED_URL} more characters)`;
}

interface Minute {
  started: number;
  logged: number;
  skipped: number;
}

/** Counts the client errors of each address per minute: which to write, and how many were left out. */
export class ClientErrorSampler {
  private readonly minutes = new Map<string, Minute>();

  constructor(private readonly perMinute = CLIENT_ERRORS_PER_MINUTE) {}

  /**
   * Whether this address's client error is written now, and how many of its errors the previous
   * minute left out (to be said once, with it).
   */
  take(address: string, now = Date.now()): { write: boolean; skippedBefore: number } {
    let minute = this.minutes.get(address);
    let skippedBefore = 0;
    if (!minute || now - minute.started >= MINUTE) {
      skippedBefore = minute?.skipped ?? 0;
      this.minutes.delete(address);
      if (this.minutes.size >= MAX_ADDRESSES) {
        const oldest = this.minutes.keys().next().value;
        if (oldest !== undefined) this.minutes.delete(oldest);
      }
      minute = { started: now, logged: 0, skipped: 0 };
      this.minutes.set(address, minute);
    }
    if (minute.logged < this.perMinute) {
      minute.logged++;
      return { write: true, skippedBefore };
    }
    minute.skipped++;
    return { write: false, skippedBefore };
  }
}

/** The one "request completed" line per request, as described above. */
export function registerProcessRequestLog(app: FastifyInstance): void {
  const sampler = new ClientErrorSampler();
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    if (status >= 400 && status < 500) {
      const { write, skippedBefore } = sampler.take(request.ip);
      if (skippedBefore > 0) {
        request.log.info(
          { remoteAddress: request.ip, skipped: skippedBefore },
          'client errors of this address not logged in its previous minute',
        );
      }
      if (!write) return done();
    }
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (status >= 500) request.log.error(line, 'request completed');
    else request.log.info(line, 'request completed');
    done();
  });
}

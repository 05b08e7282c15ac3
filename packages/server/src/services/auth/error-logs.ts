import type { ErrorLogEntry } from '@blade-console/blade-client/types';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/envelope';
import { msg } from '../../i18n';
import { clip, maskText } from '../../logs/mask';
import type { ErrorLogRow, LogInput } from '../../logs/recorder';
import { requestOrigin } from '../../logs/request-log';

/** At most this many entries per upload (the console's error badge tops out at 99). */
const MAX_ENTRIES = 200;

/**
 * The body of "send logs": nothing (a plain sign-out) or an array of the console's local error-log
 * entries (SPEC §3: url, time, type, message, stack, info). Anything else is a 400 saying so.
 */
export function parseErrorLogEntries(body: unknown): ErrorLogEntry[] {
  if (body === undefined || body === null) return [];
  if (!Array.isArray(body)) throw badRequest(msg('signIn.errorLogsNotArray'));
  if (body.length > MAX_ENTRIES) throw badRequest(msg('signIn.errorLogsTooMany', { limit: MAX_ENTRIES }));
  return body.map((raw: unknown, i) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw))
      throw badRequest(msg('signIn.errorLogNotObject', { index: i + 1 }));
    const entry = raw as Record<string, unknown>;
    const text = (key: string) => {
      const value = entry[key];
      if (value === undefined || value === null) return '';
      return typeof value === 'string' ? value : JSON.stringify(value);
    };
    if (!text('message')) throw badRequest(msg('signIn.errorLogNoMessage', { index: i + 1 }));
    return {
      url: text('url'),
      time: text('time'),
      type: text('type'),
      message: text('message'),
      stack: text('stack'),
      info: text('info'),
    };
  });
}

/** An uploaded console error as an error-log row (its page address in `requestUri`). */
export function errorLogRow(request: FastifyRequest, entry: ErrorLogEntry): LogInput<ErrorLogRow> {
  return {
    ...requestOrigin(request),
    methodClass: 'console',
    methodName: clip(entry.type || 'error', 255),
    requestUri: clip(maskText(entry.url), 2000),
    params: clip(JSON.stringify({ time: entry.time, info: entry.info }), 10_000),
    exceptionName: clip(entry.type || 'error', 255),
    message: clip(maskText(entry.message), 10_000),
    stackTrace: clip(maskText(entry.stack ?? ''), 50_000),
  };
}

import type { R } from '@blade-console/blade-client/types';
import type { Message } from '@blade-console/blade-schema';
import { msg as message, sayZh } from '../i18n';

/** Messages of the Blade envelope (blade-api.md §2), said in the reader's language. */
export const MSG = {
  ok: message('http.ok'),
  fail: message('http.fail'),
  noData: message('http.noData'),
  unauthorized: message('http.unauthorized'),
  forbiddenRole: message('http.forbiddenRole'),
  serverError: message('http.serverError'),
} as const;

/**
 * The message an envelope was built with, beside its Chinese `msg`: the answer's hook says it in the
 * reader's language (http/localize.ts). A symbol, so JSON never carries it.
 */
export const SAID = Symbol('said');
export type Said = { [SAID]?: Message };

/** `R.data(x)`: code 200 with a payload. */
export function ok<T>(data: T, said: Message | string = MSG.ok): R<T> {
  return envelope({ code: 200, success: true, data, msg: sayZh(said) }, said);
}

/** The envelope with the message it says, for the answer's hook to put in the reader's language. */
function envelope<T>(body: R<T>, said: Message | string): R<T> {
  if (typeof said !== 'string') Object.defineProperty(body, SAID, { value: said, enumerable: false });
  return body;
}

/** `R.status(b)`: what every create/update/delete answers, with `data: {}`. */
export function status(success: boolean): R<Record<string, never>> {
  return success ? ok({}) : envelope({ code: 400, success: false, data: {}, msg: sayZh(MSG.fail) }, MSG.fail);
}

/** An error envelope; HTTP status and body code are the same number. */
export function failure<D = null>(code: number, said: Message | string, data: D = null as D): R<D> {
  return envelope({ code, success: false, data, msg: sayZh(said) }, said);
}

/**
 * A handled error that becomes an envelope with this HTTP status and message, and `data` when the
 * client needs more than words (a 409 says whose change it was and what the row holds now).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    /** Said in the reader's language by the error handler; `message` is the Chinese, for logs. */
    readonly said: Message | string,
    readonly data: unknown = null,
  ) {
    super(sayZh(said));
    this.name = 'HttpError';
  }
}

/**
 * A 400. `field`: the body field the refusal is about (its wire name), sent as `data.field` so a
 * form can show the message at that field instead of only above the form.
 */
export const badRequest = (said: Message | string, field?: string): HttpError =>
  new HttpError(400, said, fieldData(field));

/** The `data` of a 400 about one body field (`{ field }`), or null when it is about none. */
export const fieldData = (field: string | undefined) => (field === undefined ? null : { field });
export const unauthorized = (said: Message | string = MSG.unauthorized): HttpError =>
  new HttpError(401, said);
export const notFound = (said: Message | string): HttpError => new HttpError(404, said);
/** A stale write (crud/versions.ts): nothing was written; `data` names the change that won. */
export const conflict = (said: Message | string, data: unknown): HttpError => new HttpError(409, said, data);

/**
 * A failure of the OAuth token endpoint: plain `{error, error_description}` (not an envelope),
 * which is what BladeX answers and what the console reads (SPEC §8).
 */
export class OAuthError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 429,
    readonly error: string,
    /** The `error_description`, said in the reader's language by the error handler. */
    readonly said: Message | string,
    /** With a 429: when the client may try again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(sayZh(said));
    this.name = 'OAuthError';
  }
}

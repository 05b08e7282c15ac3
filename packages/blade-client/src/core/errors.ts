import { CONFLICT_CODE, type ConflictData } from '@blade-console/blade-schema';

/**
 * The error family thrown by the SDK. Every error extends {@link BladeError}, so the app can tell an SDK
 * failure from a bug with one guard ({@link isBladeError}) and write any of them to the local error log
 * with `toJSON()` (SPEC §3 "local error-log entry").
 */

/** What `toJSON()` yields: the fields the console's error log keeps. */
export interface BladeErrorJSON {
  name: string;
  message: string;
  code: number | undefined;
  url: string | undefined;
  method: string | undefined;
  stack: string | undefined;
  /** ISO timestamp of when the error was created. */
  time: string;
}

export interface BladeErrorInit {
  code?: number | undefined;
  url?: string | undefined;
  method?: string | undefined;
  cause?: unknown;
}

/** Marker so `isBladeError` also recognises errors created by another copy of this package. */
const BLADE_ERROR = Symbol.for('@blade-console/blade-client/error');

export class BladeError extends Error {
  readonly [BLADE_ERROR] = true;
  readonly code: number | undefined;
  readonly url: string | undefined;
  readonly method: string | undefined;
  readonly time: Date;

  constructor(message: string, init: BladeErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = new.target.name;
    this.code = init.code;
    this.url = init.url;
    this.method = init.method;
    this.time = new Date();
  }

  toJSON(): BladeErrorJSON {
    return {
      name: this.name,
      message: this.message,
      code: this.code,
      url: this.url,
      method: this.method,
      stack: this.stack,
      time: this.time.toISOString(),
    };
  }
}

export interface BladeApiErrorInit extends BladeErrorInit {
  code: number;
  msg?: string | undefined;
  httpStatus: number;
  /** The parsed response body, when there was one. */
  body?: unknown;
}

/** The server answered with a code other than 200 (from the body, else the HTTP status). */
export class BladeApiError extends BladeError {
  declare readonly code: number;
  /** The server's `msg` (or `error_description`), as received; may be empty. */
  readonly msg: string;
  readonly httpStatus: number;
  readonly body: unknown;

  constructor(message: string, init: BladeApiErrorInit) {
    super(message, init);
    this.msg = init.msg ?? '';
    this.httpStatus = init.httpStatus;
    this.body = init.body;
  }
}

/**
 * Code 409: the write carried an older version than the stored row (issue 25); nothing was written.
 * `conflict` says whose change won and when, and holds the stored row for an edit of one row, so a
 * form can show it beside what the person typed and let them choose.
 */
export class BladeConflictError extends BladeApiError {
  readonly conflict: ConflictData;

  constructor(message: string, init: BladeApiErrorInit) {
    super(message, init);
    this.conflict = conflictDataOf(init.body);
  }
}

/** The `data` of a 409 envelope, with every part a string ('' when missing): never throws. */
function conflictDataOf(body: unknown): ConflictData {
  const data =
    (typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined) ?? {};
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  const current = record.current;
  return {
    id: text('id'),
    updateUser: text('updateUser'),
    updateUserName: text('updateUserName'),
    updateTime: text('updateTime'),
    ...(typeof current === 'object' && current !== null
      ? { current: current as Record<string, unknown> }
      : {}),
  };
}

/** Code 401: the session is gone. The client has already called `onUnauthorized`. */
export class BladeUnauthorizedError extends BladeApiError {}

/**
 * A code on `statusWhiteList`: the call fails but nothing should be shown to the user, so the message is
 * empty and `onError` is not called (SPEC §8 "rejected without a message").
 */
export class BladeWhitelistedError extends BladeError {
  declare readonly code: number;
  readonly httpStatus: number;
  readonly body: unknown;

  constructor(init: BladeErrorInit & { code: number; httpStatus: number; body?: unknown }) {
    super('', init);
    this.httpStatus = init.httpStatus;
    this.body = init.body;
  }
}

/** The request never got a usable answer: DNS, refused connection, CORS, abort, or an HTTP status > 500. */
export class BladeNetworkError extends BladeError {
  /** Set when the server answered with a status outside 200–500 (e.g. a 502 from a proxy). */
  readonly httpStatus: number | undefined;

  constructor(message: string, init: BladeErrorInit & { httpStatus?: number } = {}) {
    super(message, init);
    this.httpStatus = init.httpStatus;
  }
}

/** The request was aborted by the client's timeout (10 s by default, SPEC §8). */
export class BladeTimeoutError extends BladeNetworkError {
  readonly timeout: number;

  constructor(timeout: number, init: BladeErrorInit = {}) {
    super(`Request timed out after ${timeout} ms: ${init.method ?? 'GET'} ${init.url ?? ''}`.trim(), init);
    this.timeout = timeout;
  }
}

export function isBladeError(value: unknown): value is BladeError {
  return (
    value instanceof BladeError ||
    (typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BLADE_ERROR] === true)
  );
}

/** A stale write refused with 409: the caller may offer to reload, or to save over the new version. */
export function isBladeConflictError(value: unknown): value is BladeConflictError {
  return isBladeApiError(value) && value.code === CONFLICT_CODE && 'conflict' in value;
}

export function isBladeApiError(value: unknown): value is BladeApiError {
  return isBladeError(value) && 'httpStatus' in value && 'msg' in value;
}

/** The message rule of SPEC §8: the server's `msg`, else `error_description`, else 未知错误. */
export function messageFromBody(body: unknown): { message: string; msg: string | undefined } {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const msg = typeof record.msg === 'string' && record.msg !== '' ? record.msg : undefined;
  const description =
    typeof record.error_description === 'string' && record.error_description !== ''
      ? record.error_description
      : undefined;
  return { message: msg ?? description ?? UNKNOWN_ERROR, msg: msg ?? description };
}

export const UNKNOWN_ERROR = '未知错误';

import type { R } from '@blade-console/blade-client/types';

/** Messages of the Blade envelope (blade-api.md §2). */
export const MSG = {
  ok: '操作成功',
  fail: '操作失败',
  noData: '暂无承载数据',
  unauthorized: '请求未授权，缺失或无效的令牌',
  forbiddenRole: '请求未授权',
  serverError: '服务器异常',
} as const;

/** `R.data(x)`: code 200 with a payload. */
export function ok<T>(data: T, msg: string = MSG.ok): R<T> {
  return { code: 200, success: true, data, msg };
}

/** `R.status(b)`: what every create/update/delete answers, with `data: {}`. */
export function status(success: boolean): R<Record<string, never>> {
  return success ? ok({}) : { code: 400, success: false, data: {}, msg: MSG.fail };
}

/** An error envelope; HTTP status and body code are the same number. */
export function failure<D = null>(code: number, msg: string, data: D = null as D): R<D> {
  return { code, success: false, data, msg };
}

/**
 * A handled error that becomes an envelope with this HTTP status and message, and `data` when the
 * client needs more than words (a 409 says whose change it was and what the row holds now).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (msg: string): HttpError => new HttpError(400, msg);
export const unauthorized = (msg: string = MSG.unauthorized): HttpError => new HttpError(401, msg);
export const notFound = (msg: string): HttpError => new HttpError(404, msg);
/** A stale write (crud/versions.ts): nothing was written; `data` names the change that won. */
export const conflict = (msg: string, data: unknown): HttpError => new HttpError(409, msg, data);

/**
 * A failure of the OAuth token endpoint: plain `{error, error_description}` (not an envelope),
 * which is what BladeX answers and what the console reads (SPEC §8).
 */
export class OAuthError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 429,
    readonly error: string,
    description: string,
    /** With a 429: when the client may try again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

import { CONFLICT_CODE } from '@blade-console/blade-schema';
import { base64 } from './base64';
import {
  BladeApiError,
  BladeConflictError,
  BladeNetworkError,
  BladeTimeoutError,
  BladeUnauthorizedError,
  BladeWhitelistedError,
  isBladeError,
  messageFromBody,
} from './errors';
import type {
  BladeHttp,
  DownloadOptions,
  DownloadResult,
  HttpMethod,
  HttpOptions,
  RequestConfig,
  RequestMeta,
  SentCredentials,
} from './http.types';
import { DEFAULT_HTTP_OPTIONS, DOWNLOAD_LINK_PATH } from './http.types';
import { formBody, withQuery } from './query';
import { codeOf, hasErrorDescription, isBodyInit, readBody, safely } from './responses';

export * from './http.types';

const ABSOLUTE_URL = /^[a-z][a-z\d+\-.]*:\/\//i;

/**
 * The SDK's HTTP core (SPEC §8): base URL, the client's Basic header and the token header, the
 * timeout, the `{code, success, data, msg}` envelope, the status whitelist and typed errors
 * (401 → `onUnauthorized`), plus downloads through signed links.
 */
export function createHttp(options: HttpOptions = {}): BladeHttp {
  const baseUrl = (options.baseUrl ?? DEFAULT_HTTP_OPTIONS.baseUrl).replace(/\/+$/, '');
  const clientId = options.clientId ?? DEFAULT_HTTP_OPTIONS.clientId;
  const clientSecret = options.clientSecret ?? DEFAULT_HTTP_OPTIONS.clientSecret;
  const tokenHeader = options.tokenHeader ?? DEFAULT_HTTP_OPTIONS.tokenHeader;
  const defaultTimeout = options.timeout ?? DEFAULT_HTTP_OPTIONS.timeout;
  const whiteList = new Set(options.statusWhiteList ?? []);
  // Looked up per call, not captured: MSW and test spies replace globalThis.fetch after the client exists.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const basicHeader = `Basic ${base64(`${clientId}:${clientSecret}`)}`;

  function resolve(path: string, params?: object): string {
    let url = path;
    if (!ABSOLUTE_URL.test(path) && !(baseUrl && (path === baseUrl || path.startsWith(`${baseUrl}/`)))) {
      url = `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
    }
    return withQuery(url, params);
  }

  function authorization(meta: RequestMeta = {}): string | undefined {
    const token = meta.token || options.getToken?.();
    return token ? `bearer ${token}` : undefined;
  }

  /**
   * Whether `url` goes to the Blade API. Only those requests carry the client secret and the user's
   * token: a download from another host (an absolute address in a record) must not receive them.
   */
  function isFirstParty(url: string): boolean {
    if (!ABSOLUTE_URL.test(url)) return true;
    const apiOrigin = ABSOLUTE_URL.test(baseUrl) ? baseUrl : globalThis.location?.origin;
    if (!apiOrigin) return false;
    try {
      return new URL(url).origin === new URL(apiOrigin).origin;
    } catch {
      return false;
    }
  }

  function buildHeaders(config: RequestConfig, url: string): Headers {
    const headers = new Headers();
    const meta = config.meta ?? {};
    const firstParty = isFirstParty(url);
    if (firstParty && options.basicAuth !== false && meta.basicAuth !== false) {
      headers.set('Authorization', basicHeader);
    }
    const auth = !firstParty || meta.isToken === false ? undefined : authorization(meta);
    if (auth) headers.set(tokenHeader, auth);
    const language = typeof options.language === 'function' ? options.language() : options.language;
    if (firstParty && language) headers.set('Accept-Language', language);
    for (const [name, value] of Object.entries(config.headers ?? {})) {
      if (value !== undefined && value !== '') headers.set(name, value);
    }
    if (config.body !== undefined && !isBodyInit(config.body) && !headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json;charset=UTF-8');
    }
    return headers;
  }

  /** Sends one request and hands the response to `read` while the timeout still runs. */
  async function send<T>(
    config: RequestConfig,
    read: (
      response: Response,
      context: { url: string; method: HttpMethod },
      sent: SentCredentials,
    ) => Promise<T>,
  ): Promise<T> {
    const method = config.method ?? 'GET';
    const url = resolve(config.url, config.params);
    const timeout = config.timeout ?? defaultTimeout;
    const controller = new AbortController();
    let timedOut = false;
    const timer =
      timeout > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeout)
        : undefined;
    const onCallerAbort = () => controller.abort();
    config.signal?.addEventListener('abort', onCallerAbort, { once: true });
    if (config.signal?.aborted) controller.abort();

    const body =
      config.body === undefined
        ? undefined
        : isBodyInit(config.body)
          ? config.body
          : JSON.stringify(config.body);
    try {
      const headers = buildHeaders(config, url);
      // Kept apart from the context: that one goes into errors, and a token must not.
      const sent: SentCredentials = {
        token: headers.get(tokenHeader)?.replace(/^bearer /i, '') || undefined,
      };
      const response = await doFetch(url, {
        method,
        headers,
        body: body ?? null,
        signal: controller.signal,
      });
      return await read(response, { url, method }, sent);
    } catch (error) {
      // Errors raised by `read` (API errors, whitelist) are already typed; only transport failures remain.
      if (isBladeError(error)) throw error;
      if (timedOut) throw new BladeTimeoutError(timeout, { url, method, cause: error });
      if (config.signal?.aborted)
        throw new BladeNetworkError(`Request aborted: ${method} ${url}`, { url, method, cause: error });
      const reason = error instanceof Error ? error.message : String(error);
      throw new BladeNetworkError(`Network error: ${reason} (${method} ${url})`, {
        url,
        method,
        cause: error,
      });
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      config.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  /** Applies SPEC §8 to a response: whitelist, 401, non-200 codes. Returns the parsed body on success. */
  function check(
    body: unknown,
    response: Response,
    context: { url: string; method: HttpMethod },
    meta: RequestMeta,
    sent: SentCredentials,
  ) {
    const httpStatus = response.status;
    if (httpStatus < 200 || httpStatus > 500) {
      throw new BladeNetworkError(
        `HTTP ${httpStatus}${response.statusText ? ` ${response.statusText}` : ''} (${context.method} ${context.url})`,
        {
          ...context,
          httpStatus,
        },
      );
    }
    let code = codeOf(body, httpStatus);
    if (code === 200 && meta.oauth && hasErrorDescription(body)) code = 400;
    if (code === 200) return;
    if (whiteList.has(code)) throw new BladeWhitelistedError({ ...context, code, httpStatus, body });
    const { message, msg } = messageFromBody(body);
    const init = { ...context, code, msg, httpStatus, body };
    if (code === 401) {
      const error = new BladeUnauthorizedError(message, init);
      if (meta.handleUnauthorized !== false) safely(() => options.onUnauthorized?.(error, sent));
      safely(() => options.onError?.(error));
      throw error;
    }
    const error =
      code === CONFLICT_CODE ? new BladeConflictError(message, init) : new BladeApiError(message, init);
    safely(() => options.onError?.(error));
    throw error;
  }

  async function request<T>(config: RequestConfig): Promise<T> {
    return send(config, async (response, context, sent) => {
      const body = await readBody(response);
      check(body, response, context, config.meta ?? {}, sent);
      if (config.unwrap === 'body') return body as T;
      if (typeof body === 'object' && body !== null && 'data' in body) return (body as { data: T }).data;
      return body as T;
    });
  }

  async function downloadLink(url: string, params?: object): Promise<string> {
    const target = resolve(url, params);
    // The server signs its own path and query; an absolute API address keeps its origin on the answer.
    const origin = ABSOLUTE_URL.test(target) ? new URL(target).origin : '';
    const signed = await request<{ url: string }>({
      method: 'POST',
      url: DOWNLOAD_LINK_PATH,
      body: { url: target.slice(origin.length) },
    });
    return `${origin}${signed.url}`;
  }

  async function download(url: string, opts: DownloadOptions = {}): Promise<DownloadResult> {
    return send(
      {
        url,
        params: opts.params,
        method: opts.method ?? 'GET',
        body: opts.body,
        ...(opts.signal ? { signal: opts.signal } : {}),
        ...(opts.timeout !== undefined ? { timeout: opts.timeout } : {}),
        ...(opts.meta ? { meta: opts.meta } : {}),
      },
      async (response, context, sent) => {
        // A file comes back as bytes; a failure comes back as the JSON envelope.
        const type = response.headers.get('Content-Type') ?? '';
        let blob: Blob;
        if (type.includes('json') || response.status < 200 || response.status > 299) {
          const body = await readBody(response);
          check(body, response, context, opts.meta ?? {}, sent);
          blob = new Blob([typeof body === 'string' ? body : JSON.stringify(body)], { type });
        } else {
          blob = await response.blob();
        }
        // Loaded with the first download: the sign-in page, which has none, does not carry it.
        const { filenameFromContentDisposition } = await import('./filename');
        return {
          blob,
          filename: filenameFromContentDisposition(response.headers.get('Content-Disposition')),
        };
      },
    );
  }

  return {
    request,
    get: (url, params, config) => request({ ...config, method: 'GET', url, params }),
    post: (url, body, config) => request({ ...config, method: 'POST', url, body }),
    postQuery: (url, params, config) => request({ ...config, method: 'POST', url, params }),
    postForm: (url, params, config) => request({ ...config, method: 'POST', url, body: formBody(params) }),
    download,
    downloadLink,
    url: resolve,
    authorization,
  };
}

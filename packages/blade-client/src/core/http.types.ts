/** The HTTP core's options, per-call settings and what it offers (createHttp in ./http). */
import type { BladeError, BladeUnauthorizedError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Per-call switches, named as in Saber's axios config so ported code reads the same. */
export interface RequestMeta {
  /** `false` leaves out the `Blade-Auth` token header. */
  isToken?: boolean;
  /**
   * Sends this access token instead of the stored one: a call for a session that is not stored yet
   * (the sign-in's department and role step in switch mode).
   */
  token?: string;
  /** `false` leaves out the `Authorization: Basic …` client header. */
  basicAuth?: boolean;
  /**
   * `false` skips `onUnauthorized` on a 401. Sign-in grants use it: there is no session to drop yet, and a
   * wrong client secret must not bounce the login page.
   */
  handleUnauthorized?: boolean;
  /**
   * The call is an OAuth token grant: a body carrying `error_description` is a failure even with HTTP 200
   * (BladeX's login check), reported with code 400 unless the body or status says otherwise.
   */
  oauth?: boolean;
}

export interface RequestConfig {
  method?: HttpMethod;
  /** A path under `baseUrl` (`/blade-system/param/list`) or an absolute URL. */
  url: string;
  /** Query parameters; undefined, null and '' are dropped, arrays comma-joined. */
  params?: object | undefined;
  /** A JSON-serialisable value, or FormData/Blob/URLSearchParams/string sent as is. */
  body?: unknown;
  headers?: Record<string, string | undefined>;
  meta?: RequestMeta;
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call (ms). */
  timeout?: number;
  /**
   * `'data'` (default) resolves the envelope's `data`; `'body'` resolves the whole parsed body — the
   * envelope itself, or the plain answer of the token and captcha endpoints.
   */
  unwrap?: 'data' | 'body';
}

/** What the http core is built with; the SDK's `createBladeClient` takes these and a few of its own. */
export interface HttpOptions {
  /** Prefix of every path (default `/api`); may be absolute (`https://gw.example.com/api`). */
  baseUrl?: string;
  /** Defaults to the global `fetch`, looked up per call. */
  fetch?: typeof fetch;
  clientId?: string;
  clientSecret?: string;
  /** Name of the token header (default `Blade-Auth`). */
  tokenHeader?: string;
  /**
   * The language the server answers in (its messages, exports and reports): sent as
   * `Accept-Language` on every call to the API. A function is read per call, so the console can
   * pass its current language (`() => i18n.language`); unset, the browser's own header goes.
   */
  language?: string | (() => string | undefined);
  /** The access token to send, if any (the client's default: the access-token cookie of its storage). */
  getToken?: () => string | null | undefined;
  /**
   * Called on a 401 before the call rejects, with what the request carried: `token` is the access
   * token it sent, so a tab can tell a refusal of its current session from one of a session another
   * tab has since replaced. The console logs out locally and goes to /login (SPEC §8).
   */
  onUnauthorized?: (error: BladeUnauthorizedError, sent: SentCredentials) => void;
  /** Called for every failing code except whitelisted ones: show the toast (SPEC §8). */
  onError?: (error: BladeError) => void;
  /** Codes rejected silently (no `onError`). */
  statusWhiteList?: readonly number[];
  /** Request timeout in ms (default 10 000; 0 disables). */
  timeout?: number;
  /** `false` stops sending the `Authorization: Basic` client header. */
  basicAuth?: boolean;
}

export interface DownloadOptions {
  params?: object;
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  timeout?: number;
  meta?: RequestMeta;
}

/** What a request carried, for the 401 handler. */
export interface SentCredentials {
  /** The access token of the token header, if the request sent one. */
  token: string | undefined;
}

export interface DownloadResult {
  blob: Blob;
  /** From Content-Disposition, when the server sent one. */
  filename: string | undefined;
}

export interface BladeHttp {
  request<T>(config: RequestConfig): Promise<T>;
  get<T>(url: string, params?: object, config?: Partial<RequestConfig>): Promise<T>;
  /** POST with a JSON body (submit, grant, …). */
  post<T>(url: string, body?: unknown, config?: Partial<RequestConfig>): Promise<T>;
  /** POST with everything in the query string and no body (remove, enable, reset-password, …). */
  postQuery<T>(url: string, params?: object, config?: Partial<RequestConfig>): Promise<T>;
  /**
   * POST with the parameters in a urlencoded body, for calls that carry a credential (a password):
   * an address is written to access logs and proxies, a body is not. Blade reads either alike.
   */
  postForm<T>(url: string, params: object, config?: Partial<RequestConfig>): Promise<T>;
  download(url: string, options?: DownloadOptions): Promise<DownloadResult>;
  /**
   * A short-lived signed link (the server's `download-link`, 60 s) to one file download, for a
   * browser to open itself (`<a href>`, `window.open`): the session token never goes into a URL.
   */
  downloadLink(url: string, params?: object): Promise<string>;
  /** The absolute-or-prefixed URL a path resolves to, with its query. */
  url(path: string, params?: object): string;
  /** The `Blade-Auth` header value for the current token (`bearer <token>`), if any. */
  authorization(): string | undefined;
}

/** Defaults of SPEC §8/§9 and website.js. */
export const DEFAULT_HTTP_OPTIONS = {
  baseUrl: '/api',
  clientId: 'saber',
  clientSecret: 'saber_secret',
  tokenHeader: 'Blade-Auth',
  timeout: 10_000,
} as const;

/** Where signed download links are issued (the server's http/download-links.ts). */
export const DOWNLOAD_LINK_PATH = '/blade-auth/download-link';

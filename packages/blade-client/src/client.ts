import { type AuthApi, createAuthApi } from './auth/api';
import { type BladeSession, createSession } from './auth/session';
import type { TabLock } from './auth/tabLock';
import type { BladeError, BladeUnauthorizedError } from './core/errors';
import {
  type BladeHttp,
  createHttp,
  type DownloadOptions,
  type DownloadResult,
  type SentCredentials,
} from './core/http';
import { createDeskApi } from './resources/desk';
import { createDevelopApi } from './resources/develop';
import { createFlowApi } from './resources/flow';
import { createLogApi } from './resources/log';
import { createResourceApi } from './resources/resource';
import { createSiteApi } from './resources/site';
import { createSystemApi } from './resources/system';
import { createUserApi } from './resources/user';
import { createWebsiteApis } from './resources/website';
import { type BladeStorage, createBladeStorage } from './storage/storage';
import type { MailBody, MailResult } from './types/website';

export interface BladeClientOptions {
  /** Prefix of every path (default `/api`); may be absolute (`https://gw.example.com/api`). */
  baseUrl?: string;
  /** Defaults to the global `fetch`, looked up per call. */
  fetch?: typeof fetch;
  /** Where tokens and session records live (default: `createBladeStorage()`). */
  storage?: BladeStorage;
  clientId?: string;
  clientSecret?: string;
  /** Name of the token header (default `Blade-Auth`). */
  tokenHeader?: string;
  /** Overrides where the access token is read from (default: the access-token cookie of `storage`). */
  getToken?: () => string | null | undefined;
  /** Called on a 401 before the call rejects: log out locally and go to /login (SPEC §8). */
  onUnauthorized?: (error: BladeUnauthorizedError, sent: SentCredentials) => void;
  /**
   * The lock the token refresh runs under, shared by the browser's tabs (default: the Web Locks API,
   * else a lease in `storage`; see `createTabLock`).
   */
  refreshLock?: TabLock;
  /** Called for every failing code except whitelisted ones: show the toast (SPEC §8). */
  onError?: (error: BladeError) => void;
  /** Codes rejected silently (no `onError`). */
  statusWhiteList?: readonly number[];
  /** Request timeout in ms (default 10 000; 0 disables). */
  timeout?: number;
  /** `false` stops sending the `Authorization: Basic` client header. */
  basicAuth?: boolean;
}

export interface BladeClient {
  readonly http: BladeHttp;
  readonly storage: BladeStorage;
  readonly auth: AuthApi;
  readonly session: BladeSession;
  readonly system: ReturnType<typeof createSystemApi>;
  readonly user: ReturnType<typeof createUserApi>;
  readonly resource: ReturnType<typeof createResourceApi>;
  readonly desk: ReturnType<typeof createDeskApi>;
  readonly log: ReturnType<typeof createLogApi>;
  readonly develop: ReturnType<typeof createDevelopApi>;
  readonly flow: ReturnType<typeof createFlowApi>;
  readonly website: ReturnType<typeof createWebsiteApis>['website'];
  readonly news: ReturnType<typeof createWebsiteApis>['news'];
  readonly contact: ReturnType<typeof createWebsiteApis>['contact'];
  readonly cooperation: ReturnType<typeof createWebsiteApis>['cooperation'];
  readonly company: ReturnType<typeof createWebsiteApis>['company'];
  readonly product: ReturnType<typeof createWebsiteApis>['product'];
  readonly order: ReturnType<typeof createWebsiteApis>['order'];
  readonly report: ReturnType<typeof createWebsiteApis>['report'];
  /** The public website's reads (no token; the tenant is the site address's). */
  readonly site: ReturnType<typeof createSiteApi>;
  /** POST `/sendMail` with the body as JSON: a plain-text mail to one address (administrators). */
  sendMail(body: MailBody): Promise<MailResult>;
  /** GET a file as a Blob with its file name (export buttons, attachments). */
  download(url: string, options?: DownloadOptions): Promise<DownloadResult>;
}

/** Builds the SDK: one http core, the session over its storage, and every resource of SPEC §7. */
export function createBladeClient(options: BladeClientOptions = {}): BladeClient {
  const storage = options.storage ?? createBladeStorage();
  const http = createHttp({
    ...options,
    getToken: options.getToken ?? (() => storage.getToken()),
  });
  const auth = createAuthApi(http);
  return {
    http,
    storage,
    auth,
    session: createSession(auth, storage, {
      ...(options.refreshLock ? { lock: options.refreshLock } : {}),
      ...(options.onUnauthorized ? { onUnauthorized: options.onUnauthorized } : {}),
    }),
    system: createSystemApi(http),
    user: createUserApi(http),
    resource: createResourceApi(http),
    desk: createDeskApi(http),
    log: createLogApi(http),
    develop: createDevelopApi(http),
    flow: createFlowApi(http),
    ...createWebsiteApis(http),
    site: createSiteApi(http),
    sendMail: (body) => http.post<MailResult>('/sendMail', body),
    download: (url, downloadOptions) => http.download(url, downloadOptions),
  };
}

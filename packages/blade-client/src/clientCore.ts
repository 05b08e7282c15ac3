import { type AuthApi, createAuthApi } from './auth/api';
import type { BladeDialect } from './auth/dialect';
import { type BladeSession, createSession } from './auth/session';
import type { TabLock } from './auth/tabLock';
import type { BladeError, BladeUnauthorizedError } from './core/errors';
import { type BladeHttp, createHttp, type SentCredentials } from './core/http';
import { type BladeStorage, createBladeStorage } from './storage/storage';

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
  /**
   * The language the server answers in, sent as `Accept-Language` on every API call (`'en'`, or a
   * function read per call such as `() => i18n.language`); unset, the browser's own header goes.
   */
  language?: string | (() => string | undefined);
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
  /**
   * The sign-in wire (default `spec`): `4x` signs in, refreshes, draws captchas and logs out on
   * BladeX 4.x's paths with an SM2 password (auth/dialect.ts). Every other call is the same.
   */
  dialect?: BladeDialect;
  /** 4.x: the SM2 public key to encrypt passwords with; unset, it is read from the server. */
  sm2PublicKey?: string;
}

/**
 * What signing in and keeping a session need: the http core, the storage, the auth calls and the
 * session. An app's first page can start with this alone and add the resources later
 * ({@link withBladeApis}), so it does not carry every resource's definition.
 */
export interface BladeCore {
  readonly http: BladeHttp;
  readonly storage: BladeStorage;
  readonly auth: AuthApi;
  readonly session: BladeSession;
}

/** Builds the SDK's core: one http core, the auth calls and the session over its storage. */
export function createBladeCore(options: BladeClientOptions = {}): BladeCore {
  const storage = options.storage ?? createBladeStorage();
  const http = createHttp({
    ...options,
    getToken: options.getToken ?? (() => storage.getToken()),
  });
  const auth = createAuthApi(http, {
    ...(options.dialect ? { dialect: options.dialect } : {}),
    ...(options.sm2PublicKey ? { sm2PublicKey: options.sm2PublicKey } : {}),
  });
  return {
    http,
    storage,
    auth,
    session: createSession(auth, storage, {
      ...(options.refreshLock ? { lock: options.refreshLock } : {}),
      ...(options.onUnauthorized ? { onUnauthorized: options.onUnauthorized } : {}),
    }),
  };
}

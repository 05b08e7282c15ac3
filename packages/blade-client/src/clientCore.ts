import { type AuthApi, createAuthApi } from './auth/api';
import type { BladeDialect } from './auth/dialect';
import { type BladeSession, createSession } from './auth/session';
import type { TabLock } from './auth/tabLock';
import { type BladeHttp, createHttp } from './core/http';
import type { HttpOptions } from './core/http.types';
import { type BladeStorage, createBladeStorage } from './storage/storage';

/** The SDK's options: the http core's ({@link HttpOptions}) and where and how the session is kept. */
export interface BladeClientOptions extends HttpOptions {
  /** Where tokens and session records live (default: `createBladeStorage()`). */
  storage?: BladeStorage;
  /**
   * The lock the token refresh runs under, shared by the browser's tabs (default: the Web Locks API,
   * else a lease in `storage`; see `createTabLock`).
   */
  refreshLock?: TabLock;
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

import { type CookieJar, createDefaultCookieJar } from './cookies';
import { createMemoryStorage } from './memory';

/** What is saved under each key (SPEC §3 "stored session record"; Saber's `setStore`). */
export interface StoredRecord<T = unknown> {
  /** `typeof content` at save time. */
  dataType: string;
  content: T;
  /** Set when the record went to the session store. */
  type: string | boolean | undefined;
  /** Save time, ms since the epoch; the refresh timer reads it for the token (SPEC §4). */
  datetime: number;
}

export interface SetStoreInput<T = unknown> {
  name: string;
  content: T;
  /** Any truthy value stores in sessionStorage (per browser session); otherwise localStorage. */
  type?: string | boolean;
}

export interface GetStoreInput {
  name: string;
  /** Return the whole {@link StoredRecord} instead of its content. */
  debug?: boolean;
}

export interface BladeStorageOptions {
  /** Key prefix, `${prefix}-name` (website.js `key`). */
  prefix?: string;
  local?: Storage | undefined;
  session?: Storage | undefined;
  cookies?: CookieJar;
  /** Names of the two token cookies. */
  accessTokenCookie?: string;
  refreshTokenCookie?: string;
}

export interface BladeStorage {
  readonly prefix: string;
  readonly cookies: CookieJar;
  setStore<T>(input: SetStoreInput<T>): void;
  getStore<T = unknown>(input: GetStoreInput & { debug?: false }): T | undefined;
  getStore<T = unknown>(input: GetStoreInput & { debug: true }): StoredRecord<T> | undefined;
  getStore<T = unknown>(input: GetStoreInput): T | StoredRecord<T> | undefined;
  /** The whole record (content plus save time), from the session store first, then local. */
  getRecord<T = unknown>(name: string): StoredRecord<T> | undefined;
  removeStore(input: { name: string; type?: string | boolean }): void;
  /** Removes every prefixed key of one store (session when `type` is given, else local); other keys stay. */
  clearStore(input?: { type?: string | boolean }): void;
  getToken(): string | undefined;
  setToken(token: string): void;
  removeToken(): void;
  getRefreshToken(): string | undefined;
  setRefreshToken(token: string): void;
  removeRefreshToken(): void;
}

export const DEFAULT_STORAGE_PREFIX = 'saber';
export const ACCESS_TOKEN_COOKIE = 'saber-access-token';
export const REFRESH_TOKEN_COOKIE = 'saber-refresh-token';

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    // Accessing it can throw (Safari private mode, sandboxed iframes), so probe inside a try.
    return (globalThis as Partial<Record<typeof kind, Storage>>)[kind];
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is StoredRecord {
  return typeof value === 'object' && value !== null && 'content' in value && 'datetime' in value;
}

export function createBladeStorage(options: BladeStorageOptions = {}): BladeStorage {
  const prefix = options.prefix ?? DEFAULT_STORAGE_PREFIX;
  const local = options.local ?? browserStorage('localStorage') ?? createMemoryStorage();
  const session = options.session ?? browserStorage('sessionStorage') ?? createMemoryStorage();
  const cookies = options.cookies ?? createDefaultCookieJar();
  const accessCookie = options.accessTokenCookie ?? ACCESS_TOKEN_COOKIE;
  const refreshCookie = options.refreshTokenCookie ?? REFRESH_TOKEN_COOKIE;
  const key = (name: string) => `${prefix}-${name}`;

  function read(store: Storage, name: string): StoredRecord | undefined {
    const raw = store.getItem(key(name));
    if (raw === null || raw === '') return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isRecord(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }

  function getRecord<T>(name: string): StoredRecord<T> | undefined {
    return (read(session, name) ?? read(local, name)) as StoredRecord<T> | undefined;
  }

  function getStore<T>(input: GetStoreInput): T | StoredRecord<T> | undefined {
    const record = getRecord<T>(input.name);
    if (!record) return undefined;
    return input.debug ? record : record.content;
  }

  return {
    prefix,
    cookies,
    setStore({ name, content, type }) {
      const record: StoredRecord = { dataType: typeof content, content, type, datetime: Date.now() };
      (type ? session : local).setItem(key(name), JSON.stringify(record));
    },
    getStore: getStore as BladeStorage['getStore'],
    getRecord,
    removeStore({ name, type }) {
      (type ? session : local).removeItem(key(name));
    },
    clearStore({ type } = {}) {
      const store = type ? session : local;
      const keys: string[] = [];
      for (let index = 0; index < store.length; index += 1) {
        const name = store.key(index);
        if (name?.startsWith(`${prefix}-`)) keys.push(name);
      }
      for (const name of keys) store.removeItem(name);
    },
    getToken: () => cookies.get(accessCookie) || undefined,
    setToken: (token) => cookies.set(accessCookie, token),
    removeToken: () => cookies.remove(accessCookie),
    getRefreshToken: () => cookies.get(refreshCookie) || undefined,
    setRefreshToken: (token) => cookies.set(refreshCookie, token),
    removeRefreshToken: () => cookies.remove(refreshCookie),
  };
}

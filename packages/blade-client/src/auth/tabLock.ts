import type { BladeStorage } from '../storage/storage';
import { createLeaseLock, type Lease, type LeaseStore, type TabLock } from './leaseLock';

export type { TabLock } from './leaseLock';

/** The part of the Web Locks API the lock uses (`navigator.locks`). */
export interface LockRequester {
  request(name: string, options: { mode: 'exclusive' }, callback: () => Promise<unknown>): Promise<unknown>;
}

export interface TabLockOptions {
  /** One name per purpose; tabs using the same name exclude each other. */
  name: string;
  /** Default `navigator.locks` when present; `null` forces the storage fallback. */
  locks?: LockRequester | null;
  /** Where the fallback keeps its lease (shared by the tabs: local storage). */
  store: LeaseStore;
}

function webLocks(): LockRequester | undefined {
  const nav = (globalThis as { navigator?: { locks?: LockRequester } }).navigator;
  return nav?.locks && typeof nav.locks.request === 'function' ? nav.locks : undefined;
}

export function createTabLock(options: TabLockOptions): TabLock {
  const locks = options.locks === null ? undefined : (options.locks ?? webLocks());
  if (!locks) return createLeaseLock({ name: options.name, store: options.store });
  return {
    run: <T>(task: () => Promise<T>) =>
      locks.request(options.name, { mode: 'exclusive' }, () => task()) as Promise<T>,
  };
}

/**
 * A cross-tab lock named `name` whose fallback lease is the record `record` of `storage` (the
 * console's storage, like the rest of its session): the token refresh's, the event stream's leader.
 */
export function storageTabLock(storage: BladeStorage, name: string, record: string): TabLock {
  return createTabLock({
    name: `${storage.prefix}-${name}`,
    store: {
      key: `${storage.prefix}-${record}`,
      read: () => storage.getStore<Lease>({ name: record }),
      write: (lease) => storage.setStore({ name: record, content: lease }),
      clear: () => storage.removeStore({ name: record }),
    },
  });
}

import { createLeaseLock, type LeaseStore } from './leaseLock';

/**
 * A lock all tabs of one browser share (issue 24: one token refresh per browser, not per tab).
 * Where the browser has the Web Locks API (`navigator.locks`, secure contexts) it is that; elsewhere
 * (plain http on an intranet address, older browsers, Node) a lease kept in shared storage, woken by
 * BroadcastChannel or storage events. The lease is best effort: the server's reuse window for rotated
 * refresh tokens covers the rare race it lets through.
 */
export interface TabLock {
  /** Runs `task` holding the lock; other tabs' tasks wait. Released when it settles, either way. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

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

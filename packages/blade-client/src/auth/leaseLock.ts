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

/**
 * The fallback of the cross-tab lock where the Web Locks API is missing: a lease (who holds it,
 * until when) in storage every tab shares. A tab takes a free or run-out lease, waits a moment for
 * a rival's write to land (local storage reaches other tabs asynchronously) and keeps it if it is
 * still its own. Waiting tabs wake when the holder lets go (a BroadcastChannel message, else the
 * storage event of the lease's key) or when the lease runs out (its holder closed mid-refresh).
 */
export interface Lease {
  owner: string;
  /** Ms since the epoch after which the lease is free for the taking. */
  until: number;
}

export interface LeaseStore {
  read(): Lease | undefined;
  write(lease: Lease): void;
  clear(): void;
  /** The storage key other tabs see change, for the storage-event wake-up. */
  readonly key?: string;
}

export interface LeaseLockOptions {
  name: string;
  store: LeaseStore;
  /** How long a lease lasts without renewal (default 15 s); the holder renews it while it works. */
  leaseMs?: number;
  /** How long a tab waits after writing the lease before trusting it (default 50 ms). */
  settleMs?: number;
}

const RELEASED = 'released';

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function newOwnerId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function createLeaseLock(options: LeaseLockOptions): TabLock {
  const { store } = options;
  const leaseMs = options.leaseMs ?? 15_000;
  const settleMs = options.settleMs ?? 50;
  const owner = newOwnerId();
  const wakers = new Set<() => void>();
  let channel: BroadcastChannel | undefined;
  // Tasks of this tab run one after another before they compete with other tabs.
  let queue: Promise<unknown> = Promise.resolve();

  function wakeAll(): void {
    for (const wake of [...wakers]) wake();
  }

  /** Starts listening for other tabs' releases (once, on first use). */
  function listen(): void {
    if (channel || typeof BroadcastChannel === 'undefined') return;
    channel = new BroadcastChannel(options.name);
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === RELEASED) wakeAll();
    };
    // In Node the channel must not keep the process alive.
    (channel as { unref?: () => void }).unref?.();
  }

  function onStorage(event: StorageEvent): void {
    if (event.key === store.key) wakeAll();
  }

  /** Resolves on a release elsewhere, or after `ms` at the latest. */
  function waitForRelease(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(ms, 1));
      wakers.add(done);
    });
  }

  async function acquire(): Promise<void> {
    for (;;) {
      const held = store.read();
      if (!held || held.owner === owner || held.until <= Date.now()) {
        store.write({ owner, until: Date.now() + leaseMs });
        await sleep(settleMs);
        if (store.read()?.owner === owner) return;
        continue;
      }
      await waitForRelease(held.until - Date.now());
    }
  }

  function release(): void {
    if (store.read()?.owner === owner) store.clear();
    channel?.postMessage(RELEASED);
  }

  async function runHolding<T>(task: () => Promise<T>): Promise<T> {
    listen();
    const storageEvents = store.key !== undefined && typeof globalThis.addEventListener === 'function';
    if (storageEvents) globalThis.addEventListener('storage', onStorage);
    try {
      await acquire();
      // A slow task keeps its lease: renewed halfway through each period.
      const renew = setInterval(() => store.write({ owner, until: Date.now() + leaseMs }), leaseMs / 2);
      try {
        return await task();
      } finally {
        clearInterval(renew);
        release();
      }
    } finally {
      if (storageEvents) globalThis.removeEventListener('storage', onStorage);
    }
  }

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = queue.then(() => runHolding(task));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}

// @vitest-environment jsdom
// (the lock listens on window's storage events)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeLockManager } from '../test-utils';
import { createLeaseLock, type Lease, type LeaseStore } from './leaseLock';
import { createTabLock, type TabLock } from './tabLock';

/**
 * The cross-tab lock of the token refresh (issue 24). "Tabs" here are lock instances over one
 * shared store, as two documents of one origin share local storage.
 */

/** Local storage as the lease sees it: one value every tab reads and writes. */
function sharedLeaseStore(onClear?: () => void): LeaseStore & { lease: Lease | undefined } {
  const store = {
    lease: undefined as Lease | undefined,
    key: 'saber-refreshLock',
    read: () => store.lease,
    write: (lease: Lease) => {
      store.lease = lease;
    },
    clear: () => {
      store.lease = undefined;
      onClear?.();
    },
  };
  return store;
}

/** Runs one task per tab at once; answers the most tasks ever seen running together. */
async function overlapOf(tabs: TabLock[], work: () => Promise<void>) {
  let running = 0;
  let most = 0;
  await Promise.all(
    tabs.map((tab) =>
      tab.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await work();
        running -= 1;
      }),
    ),
  );
  return most;
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the cross-tab lock, with the Web Locks API', () => {
  it('runs each task under the named exclusive lock, one tab at a time', async () => {
    const locks = createFakeLockManager();
    const request = vi.spyOn(locks, 'request');
    const store = sharedLeaseStore();
    const tabs = [1, 2, 3].map(() => createTabLock({ name: 'saber-token-refresh', locks, store }));
    expect(await overlapOf(tabs, tick)).toBe(1);
    expect(request).toHaveBeenCalledTimes(3);
    expect(request.mock.calls[0]?.slice(0, 2)).toEqual(['saber-token-refresh', { mode: 'exclusive' }]);
    // The storage lease is not used when the browser has Web Locks.
    expect(store.lease).toBeUndefined();
  });

  it('answers the task’s result, passes its failure on and lets the next tab in either way', async () => {
    const locks = createFakeLockManager();
    const store = sharedLeaseStore();
    const [a, b] = [1, 2].map(() => createTabLock({ name: 'n', locks, store })) as [TabLock, TabLock];
    const failed = a.run(() => Promise.reject(new Error('refused')));
    const next = b.run(async () => 'tokens');
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('tokens');
  });

  it('is used by default when navigator.locks exists', async () => {
    const locks = createFakeLockManager();
    vi.stubGlobal('navigator', { ...globalThis.navigator, locks });
    await createTabLock({ name: 'saber-token-refresh', store: sharedLeaseStore() }).run(async () => 1);
    expect(locks.requested).toEqual(['saber-token-refresh']);
  });
});

describe('the cross-tab lock without Web Locks (a lease in storage)', () => {
  it('runs one tab at a time, and a release wakes the next tab at once (BroadcastChannel)', async () => {
    const store = sharedLeaseStore();
    // Leases far longer than the test may take: only the release message can let the others in.
    const tabs = [1, 2, 3].map(() => createLeaseLock({ name: 'lease-bc', store, leaseMs: 600_000 }));
    expect(await overlapOf(tabs, tick)).toBe(1);
    expect(store.lease).toBeUndefined();
  });

  it('wakes the next tab through the storage event when BroadcastChannel is missing too', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    // What another document sees when a tab removes the lease from local storage.
    const store = sharedLeaseStore(() =>
      window.dispatchEvent(new StorageEvent('storage', { key: 'saber-refreshLock' })),
    );
    const tabs = [1, 2].map(() => createLeaseLock({ name: 'lease-se', store, leaseMs: 600_000 }));
    expect(await overlapOf(tabs, tick)).toBe(1);
  });

  it('releases after a failed task, and passes the failure on', async () => {
    const store = sharedLeaseStore();
    const [a, b] = [1, 2].map(() => createLeaseLock({ name: 'lease-fail', store, leaseMs: 600_000 }));
    await expect(a!.run(() => Promise.reject(new Error('network')))).rejects.toThrow('network');
    expect(store.lease).toBeUndefined();
    await expect(b!.run(async () => 'next')).resolves.toBe('next');
  });

  it('takes over the lease of a tab that closed while holding it, once the lease runs out', async () => {
    vi.useFakeTimers();
    const store = sharedLeaseStore();
    store.write({ owner: 'a closed tab', until: Date.now() + 15_000 });
    let ran = false;
    const done = createLeaseLock({ name: 'lease-stale', store }).run(async () => {
      ran = true;
    });
    await vi.advanceTimersByTimeAsync(14_000);
    expect(ran).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    await done;
    expect(ran).toBe(true);
  });

  it('keeps the lease while a slow task runs, so no other tab slips in', async () => {
    vi.useFakeTimers();
    const store = sharedLeaseStore();
    const [slow, other] = [1, 2].map(() => createLeaseLock({ name: 'lease-slow', store, leaseMs: 1_000 }));
    const order: string[] = [];
    const first = slow!.run(async () => {
      order.push('slow starts');
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      order.push('slow ends');
    });
    await vi.advanceTimersByTimeAsync(100);
    const second = other!.run(async () => {
      order.push('other runs');
    });
    await vi.advanceTimersByTimeAsync(10_000);
    await Promise.all([first, second]);
    expect(order).toEqual(['slow starts', 'slow ends', 'other runs']);
  });
});

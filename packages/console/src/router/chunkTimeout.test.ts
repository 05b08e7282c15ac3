import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_FAILED, website } from '../config';
import { withChunkTimeout } from './chunkTimeout';
import { withChunkTimeouts, withRouteChunkTimeouts } from './routeChunkTimeouts';

/** A dynamic import that never settles (a chunk request the network left hanging). */
const hanging = () => new Promise<never>(() => {});

describe('chunk load timeout (SPEC §8 "Loading a code chunk fails with \'Loading chunk failed\' after 120 seconds")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 120000 ms and says "Loading chunk failed" (SPEC §9)', () => {
    expect(website.chunkLoadTimeoutMs).toBe(120_000);
    expect(CHUNK_LOAD_FAILED).toBe('Loading chunk failed');
  });

  it('rejects a chunk still loading after 120 s, not before', async () => {
    const outcome = vi.fn();
    withChunkTimeout(hanging)().then(
      () => outcome('resolved'),
      (error: Error) => outcome(error.message),
    );
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith('Loading chunk failed');
  });

  it('passes a chunk that loads in time through, and leaves no timer behind', async () => {
    const module = { default: 'page' };
    await expect(withChunkTimeout(() => Promise.resolve(module))()).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('raises a chunk (code or style) the browser could not fetch as "Loading chunk failed"', async () => {
    const fetchFailure = new TypeError('Failed to fetch dynamically imported module: /assets/Param.js');
    const styleFailure = new Error('Unable to preload CSS for /assets/Param.css');
    for (const cause of [fetchFailure, styleFailure]) {
      const error = await withChunkTimeout(() => Promise.reject(cause))().catch((e: Error) => e);
      expect(error).toMatchObject({ message: CHUNK_LOAD_FAILED, cause });
    }
    // A module that loaded but threw keeps its own error.
    const thrown = new ReferenceError('x is not defined');
    await expect(withChunkTimeout(() => Promise.reject(thrown))()).rejects.toBe(thrown);
  });

  it('wraps every loader of a page registry', async () => {
    const registry = withChunkTimeouts({ '/a': hanging, '/b': () => Promise.resolve('b') });
    const a = registry['/a']!().catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(120_000);
    await expect(a).resolves.toBe(CHUNK_LOAD_FAILED);
    await expect(registry['/b']!()).resolves.toBe('b');
  });

  it('wraps every lazy route of a route tree, nested ones and per-property ones included', async () => {
    const [root] = withRouteChunkTimeouts([
      {
        path: '/',
        children: [
          { path: 'a', lazy: hanging },
          { path: 'b', lazy: { Component: hanging } },
        ],
      },
    ]);
    const [a, b] = root!.children!;
    const failures = [
      (a!.lazy as () => Promise<unknown>)().catch((error: Error) => error.message),
      (b!.lazy as { Component: () => Promise<unknown> }).Component().catch((error: Error) => error.message),
    ];
    await vi.advanceTimersByTimeAsync(120_000);
    await expect(Promise.all(failures)).resolves.toEqual([CHUNK_LOAD_FAILED, CHUNK_LOAD_FAILED]);
  });
});

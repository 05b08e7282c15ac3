import { describe, expect, it } from 'vitest';
import { SecondCache } from '../src/auth/second-cache';

/**
 * The auth hook admits a call without a promise only on answers already checked within the second
 * (http/auth-hook.ts): these are what it may peek at, and when they say "ask again".
 */
describe('answers the auth hook may take without waiting', () => {
  it('SecondCache.peek: nothing until a read has succeeded, then the value while fresh', async () => {
    let now = 0;
    const cache = new SecondCache<string>(1000, () => now);
    expect(cache.peek('k')).toBeUndefined();
    let resolve!: (value: string) => void;
    const pending = cache.get('k', () => new Promise<string>((r) => (resolve = r)));
    expect(cache.peek('k')).toBeUndefined();
    resolve('v');
    await pending;
    expect(cache.peek('k')).toEqual({ value: 'v' });
    now = 1000;
    expect(cache.peek('k')).toBeUndefined();
    const failed = cache.get('bad', () => Promise.reject(new Error('down')));
    await expect(failed).rejects.toThrow('down');
    expect(cache.peek('bad')).toBeUndefined();
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBusy } from './useBusy';

/** A promise the test settles itself. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useBusy', () => {
  it('is busy while the action runs and answers its result', async () => {
    const { result } = renderHook(() => useBusy());
    const call = deferred<string>();
    let answer: Promise<string | undefined> | undefined;
    act(() => {
      answer = result.current[1](() => call.promise);
    });
    expect(result.current[0]).toBe(true);
    await act(async () => call.resolve('saved'));
    expect(await answer).toBe('saved');
    expect(result.current[0]).toBe(false);
  });

  it('ends the busy state after a failure, which it does not pass on', async () => {
    const { result } = renderHook(() => useBusy());
    const call = deferred<string>();
    let answer: Promise<string | undefined> | undefined;
    act(() => {
      answer = result.current[1](() => call.promise);
    });
    await act(async () => call.reject(new Error('refused')));
    expect(await answer).toBeUndefined();
    expect(result.current[0]).toBe(false);
  });
});

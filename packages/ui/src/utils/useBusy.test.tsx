import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBusy } from './useBusy';

/** Runs an action the test settles itself (`settle.resolve` / `settle.reject`) through the hook. */
function startAction() {
  const { result } = renderHook(() => useBusy());
  const settle = {} as { resolve: (value: string) => void; reject: (error: unknown) => void };
  const action = new Promise<string>((resolve, reject) => Object.assign(settle, { resolve, reject }));
  let answer: Promise<string | undefined> = Promise.resolve(undefined);
  act(() => {
    answer = result.current[1](() => action);
  });
  return { busy: () => result.current[0], settle, answer: () => answer };
}

describe('useBusy', () => {
  it('is busy while the action runs and answers its result', async () => {
    const run = startAction();
    expect(run.busy()).toBe(true);
    await act(async () => run.settle.resolve('saved'));
    expect(await run.answer()).toBe('saved');
    expect(run.busy()).toBe(false);
  });

  it('ends the busy state after a failure, which it does not pass on', async () => {
    const run = startAction();
    await act(async () => run.settle.reject(new Error('refused')));
    expect(await run.answer()).toBeUndefined();
    expect(run.busy()).toBe(false);
  });
});

// @vitest-environment jsdom
// (window's error events)
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('zustand');
  vi.resetModules();
  localStorage.clear();
});

describe('error capture (SPEC §8) on a page without the error-log store', () => {
  it('stores what it catches without loading the store; the store shows it once loaded, and what follows', async () => {
    vi.resetModules();
    const storeLoaded = vi.fn();
    vi.doMock('zustand', async (importOriginal) => {
      storeLoaded();
      return importOriginal();
    });
    const { captureGlobalErrors } = await import('./errorCapture');
    const page = new EventTarget();
    const stop = captureGlobalErrors(page);
    page.dispatchEvent(new ErrorEvent('error', { error: new Error('on the sign-in page') }));
    expect(storeLoaded).not.toHaveBeenCalled();
    expect(localStorage.getItem('saber-logsList')).toContain('on the sign-in page');

    const { useErrorLog } = await import('./errorLog');
    page.dispatchEvent(new ErrorEvent('error', { error: new Error('in the console') }));
    stop();
    expect(useErrorLog.getState().logs.map((log) => log.message)).toEqual([
      'in the console',
      'on the sign-in page',
    ]);
  });
});

// @vitest-environment jsdom
// (window's error events)
import { BladeApiError } from '@blade-console/blade-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureGlobalErrors, toLogEntry, useErrorLog } from './errorLog';

describe('local error log (SPEC §3, §4, §8)', () => {
  beforeEach(() => useErrorLog.getState().clear());

  it('writes an entry with url, time as yyyy-MM-dd hh:mm:ss, type, message, stack and info', () => {
    const entry = toLogEntry(
      new TypeError('boom'),
      'render',
      'http://x/wel/index',
      new Date(2026, 10, 22, 9, 5, 7),
    );
    expect(entry).toMatchObject({
      url: 'http://x/wel/index',
      time: '2026-11-22 09:05:07',
      type: 'error',
      message: 'boom',
      info: 'render',
    });
    expect(entry.stack).toContain('TypeError: boom');
  });

  it('keeps the failed call of an SDK error in info', () => {
    const error = new BladeApiError('参数错误', { code: 400, httpStatus: 400, url: '/api/x', method: 'GET' });
    expect(JSON.parse(toLogEntry(error).info)).toMatchObject({ code: 400, url: '/api/x', method: 'GET' });
  });

  it('"added on any UI error": uncaught errors and rejections are captured, newest first, and persist', () => {
    // A stand-in for window: the test runner itself listens to the real window's errors.
    const page = new EventTarget();
    const stop = captureGlobalErrors(page);
    page.dispatchEvent(new ErrorEvent('error', { error: new Error('first'), message: 'first' }));
    const rejection = new Event('unhandledrejection');
    Object.defineProperty(rejection, 'reason', { value: new Error('second') });
    page.dispatchEvent(rejection);
    stop();
    page.dispatchEvent(new ErrorEvent('error', { error: new Error('after stop') }));
    expect(useErrorLog.getState().logs.map((log) => log.message)).toEqual(['second', 'first']);
    expect(localStorage.getItem('saber-logsList')).toContain('second');
  });

  it('"cleared … by the user"', () => {
    useErrorLog.getState().add(new Error('x'));
    useErrorLog.getState().clear();
    expect(useErrorLog.getState().logs).toEqual([]);
    expect(localStorage.getItem('saber-logsList')).toBeNull();
  });
});

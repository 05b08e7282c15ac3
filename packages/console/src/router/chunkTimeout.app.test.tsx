import { adminTokenResponse } from '@blade-console/blade-client/mocks';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lock, signedIn } from '../session/session';
import { useErrorLog } from '../stores/errorLog';
import { setupMockApi } from '../test/mockApi';
import { renderApp } from '../test/renderApp';
import { untilInRealTime } from '../test/untilInRealTime';
import { PAGE_CODE_WAIT_MS } from './loadedFirst';

// Two chunks the network never delivers: a route's (the lock page) and a menu page's (parameters, a declared resource's generic page).
vi.mock('../pages/Lock', () => new Promise(() => {}));
vi.mock('../pages/ResourcePage/ResourcePage', () => new Promise(() => {}));

setupMockApi({ onUnhandledRequest: 'bypass' });
// Whole pages in jsdom: slower than the default allows when the machine runs other tests too.
vi.setConfig({ testTimeout: 60_000 });

const errorPage = () => screen.queryByRole('heading', { name: /服务器出错了/ });

beforeEach(() => {
  signedIn(adminTokenResponse());
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  useErrorLog.getState().clear();
});

describe('a chunk that does not load (SPEC §8, §9: "Loading chunk failed" after 120000 ms)', () => {
  it('fails a lazy route after 120 s: the error page says so and the error log keeps it', async () => {
    lock('secret');
    renderApp('/lock');
    await act(() => vi.advanceTimersByTimeAsync(119_000));
    expect(errorPage()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await untilInRealTime(() => errorPage() !== null);
    expect(errorPage()).not.toBeNull();
    expect(screen.getByText(/错误信息：Loading chunk failed/)).toBeInTheDocument();
    // The log is written in an effect after the page's commit.
    await untilInRealTime(() => useErrorLog.getState().logs.length > 0);
    expect(useErrorLog.getState().logs[0]).toMatchObject({ message: 'Loading chunk failed', info: 'render' });
  });

  it('fails a menu page after 120 s the same way', async () => {
    renderApp('/system/param');
    // The console frame and the menu load (real time); the page's chunk hangs, so the route stops
    // waiting for it after PAGE_CODE_WAIT_MS and shows the frame with the page loading.
    await act(() => vi.advanceTimersByTimeAsync(PAGE_CODE_WAIT_MS));
    await untilInRealTime(() => screen.queryByRole('navigation', { name: '主菜单' }) !== null);
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    await untilInRealTime(() => errorPage() !== null);
    expect(screen.getByText(/错误信息：Loading chunk failed/)).toBeInTheDocument();
    await untilInRealTime(() => useErrorLog.getState().logs.length > 0);
    expect(useErrorLog.getState().logs[0]).toMatchObject({ message: 'Loading chunk failed' });
  });
});

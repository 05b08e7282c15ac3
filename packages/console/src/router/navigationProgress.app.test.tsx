import { adminTokenResponse } from '@blade-console/blade-client/mocks';
import { NAVIGATION_PROGRESS_DELAY_MS } from '@blade-console/ui';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { signedIn } from '../session/session';
import { setupMockApi } from '../test/mockApi';
import { renderApp } from '../test/renderApp';
import { untilInRealTime } from '../test/untilInRealTime';
import { PAGE_CODE_WAIT_MS } from './loadedFirst';

// The horizontal dictionary layout's code comes when the test says (a slow network).
const pageCode = vi.hoisted(() => {
  let deliver: (module: unknown) => void = () => {};
  const promise = new Promise((resolve) => {
    deliver = resolve;
  });
  return { promise, deliver: (module: unknown) => deliver(module) };
});
vi.mock('../pages/system/Dict/DictHorizontal', () => pageCode.promise);

function SlowPage() {
  return <h2>横向字典</h2>;
}

setupMockApi({ onUnhandledRequest: 'bypass' });
vi.setConfig({ testTimeout: 60_000 });

const bar = () => screen.queryByRole('progressbar', { name: '加载中' });
const page = () => screen.queryByRole('heading', { name: '横向字典' });

beforeEach(() => {
  signedIn(adminTokenResponse());
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

it('a navigation waiting for its page’s code shows the bar at the top, through the page loading in place, until the page is there', async () => {
  const router = renderApp('/wel');
  await untilInRealTime(() => screen.queryByRole('navigation', { name: '主菜单' }) !== null);
  expect(bar()).toBeNull();
  const welcome = router.state.location.pathname;

  // Inside act: the shell renders the navigation's state, and the bar starts its timer, before
  // the time runs.
  await act(async () => {
    void router.navigate('/dict-horizontal/index');
  });
  expect(router.state.navigation.state).toBe('loading');
  // A navigation shorter than the bar's delay shows none.
  await act(() => vi.advanceTimersByTimeAsync(NAVIGATION_PROGRESS_DELAY_MS - 1));
  expect(bar()).toBeNull();
  await act(() => vi.advanceTimersByTimeAsync(1));
  await untilInRealTime(() => bar() !== null);
  // The previous page stays up while the route waits for the code.
  expect(router.state.location.pathname).toBe(welcome);
  expect(bar()).not.toBeNull();

  // Past the route's wait the page is shown loading in place, and the bar goes on.
  await act(() => vi.advanceTimersByTimeAsync(PAGE_CODE_WAIT_MS - NAVIGATION_PROGRESS_DELAY_MS));
  await untilInRealTime(() => router.state.location.pathname === '/dict-horizontal/index');
  expect(router.state.navigation.state).toBe('idle');
  expect(bar()).not.toBeNull();
  expect(page()).toBeNull();

  pageCode.deliver({ default: SlowPage });
  await untilInRealTime(() => page() !== null);
  expect(page()).not.toBeNull();
  expect(bar()).toBeNull();
});

import { adminTokenResponse } from '@blade-console/blade-client/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../session/session';
import { useErrorLog } from '../stores/errorLog';
import { setupMockApi } from '../test/mockApi';
import { renderApp } from '../test/renderApp';

// The dashboard's chunk as an open console asks for it after a deploy replaced it: the file is gone.
// (Its export throws the browser's error: vitest wraps a factory's own failure in a message of its own.)
vi.mock('../pages/Dashboard', () => ({
  get Dashboard() {
    throw new TypeError(
      'Failed to fetch dynamically imported module: http://console/assets/Dashboard-old.js',
    );
  },
}));

setupMockApi({ onUnhandledRequest: 'bypass' });
vi.setConfig({ testTimeout: 60_000 });

const reload = vi.fn();

beforeEach(() => {
  signedIn(adminTokenResponse());
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  reload.mockClear();
  useErrorLog.getState().clear();
});

describe('a chunk the server no longer has (a deploy replaced it under an open console)', () => {
  it('says a reload mends it and reloads the page when asked (SPEC §8: "Loading chunk failed")', async () => {
    renderApp('/wel/dashboard');
    expect(await screen.findByRole('heading', { name: /服务器出错了/ }, { timeout: 30_000 })).toBeVisible();
    expect(screen.getByText(/控制台的一部分没有加载：它可能刚刚更新/)).toBeVisible();
    expect(screen.getByText(/错误信息：Loading chunk failed/)).toBeVisible();
    // RouteError writes the log in an effect after the page's commit: on a loaded machine the heading can be found first.
    await waitFor(() =>
      expect(useErrorLog.getState().logs[0]).toMatchObject({ message: 'Loading chunk failed' }),
    );
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toContain('重新加载');
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalledTimes(1);
    // The way home stays, after the reload.
    expect(screen.getByRole('link', { name: '首页' })).toBeVisible();
  });
});

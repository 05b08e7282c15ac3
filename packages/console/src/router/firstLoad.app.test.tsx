import { adminTokenResponse } from '@blade-console/blade-client/mocks';
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { signedIn } from '../session/session';
import { setupMockApi } from '../test/mockApi';
import { renderApp } from '../test/renderApp';

/**
 * A full page load of a console page: its frame and page are lazy routes, so react-router renders
 * the root route's HydrateFallback until they arrive. Without one it warns on every load ("No
 * `HydrateFallback` element provided…") and shows a blank page meanwhile. Its own file: the router
 * warns once per module, so a test after another full load could not see it.
 * @isolate-modules: the routes' chunks must not be loaded yet, nor the router have warned.
 */
setupMockApi({ onUnhandledRequest: 'bypass' });
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

it('shows a loading status, not a blank page or a router warning, while the first page loads', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  signedIn(adminTokenResponse());
  renderApp('/wel/index');
  expect(screen.getByRole('status')).toHaveTextContent('加载中');
  // The frame arrives and replaces the fallback.
  expect(await screen.findByRole('navigation', { name: '主菜单' }, { timeout: 20_000 })).toBeInTheDocument();
  const warnings = warn.mock.calls.map((call) => call.map(String).join(' '));
  expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
});

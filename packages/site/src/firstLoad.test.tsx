import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { home } from './test/fixtures';
import { renderSite } from './test/renderSite';

/**
 * A page of the site started in the browser without server rendering: its layout and page are lazy
 * routes, so react-router renders the site route's HydrateFallback until they arrive; without one it
 * warns on every load. Its own file: the router warns once per module.
 * @isolate-modules: the routes must not be loaded yet, nor the router have warned.
 */
afterEach(() => {
  vi.restoreAllMocks();
});

it('shows a loading status, not a router warning, until the first page has loaded', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  renderSite('/Home', { home: async () => home, services: async () => home.services });
  expect(screen.getByRole('status')).toHaveTextContent('加载中');
  expect(
    await screen.findByRole('navigation', { name: '网站导航' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  const warnings = warn.mock.calls.map((call) => call.map(String).join(' '));
  expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTabs } from '../../stores/tabs';
import { KeptPages } from './KeptPages';
import { useKeptScroll } from './useKeptScroll';

// Called once per render of a KeptPage: it counts them.
vi.mock('./useKeptScroll', () => ({ useKeptScroll: vi.fn() }));

const PATHS = ['/a', '/b', '/c', '/d'];

/** The console's shape: one layout route drawing KeptPages, a page per child route. */
function renderPages(max: number) {
  for (const path of PATHS) useTabs.getState().open({ label: path, value: path });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <KeptPages scrollAreaId="main" max={max} />,
        children: PATHS.map((path) => ({ path: path.slice(1), element: <h1>{path}</h1> })),
      },
    ],
    { initialEntries: [PATHS[0]!] },
  );
  render(<RouterProvider router={router} />);
  return (to: string) => act(() => router.navigate(to));
}

/** The kept pages in the order they are drawn, each by its heading. */
const drawn = () =>
  [...document.querySelectorAll('kept-page')].map((page) => page.querySelector('h1')?.textContent);

afterEach(() => {
  cleanup();
  useTabs.getState().reset();
  vi.mocked(useKeptScroll).mockClear();
});

describe('KeptPages', () => {
  it('renders no kept page when switching between them, hidden or shown', async () => {
    const go = renderPages(10);
    for (const path of PATHS.slice(1)) await go(path);
    const rendersBefore = vi.mocked(useKeptScroll).mock.calls.length;
    await go('/b');
    await go('/c');
    // Each page shown again at the address it was left at is only revealed; the hidden ones are
    // left alone (they rendered at every navigation: 8 renders here, as the route's context changed).
    expect(vi.mocked(useKeptScroll).mock.calls.length - rendersBefore).toBe(0);
    expect(screen.getByRole('heading', { name: '/c' })).toBeVisible();
  });

  it('keeps every page where it is drawn while switching between pages opened after others were dropped', async () => {
    const go = renderPages(2);
    for (const path of PATHS.slice(1)) await go(path);
    // Room for 2: /a went when /c came, /b when /d came. /c and /d, in the order they were opened.
    expect(drawn()).toEqual(['/c', '/d']);
    const pages = [...document.querySelectorAll('kept-page')];
    await go('/c');
    await go('/d');
    expect(drawn()).toEqual(['/c', '/d']);
    // The same elements: a page that moved would have lost its drawing (and reloaded an iframe).
    expect([...document.querySelectorAll('kept-page')]).toEqual(pages);
  });
});

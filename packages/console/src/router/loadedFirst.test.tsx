import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadedFirstPage, loadedFirst, PAGE_CODE_WAIT_MS } from './loadedFirst';

const pageModule = () => Promise.resolve({ default: () => <h1>参数管理</h1> });

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

afterEach(() => vi.useRealTimers());

describe('loadedFirst: a page whose route loads its code before showing it', () => {
  it('renders at once after preload, without its Suspense fallback', async () => {
    const { code, preload } = loadedFirst(pageModule);
    await preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <LoadedFirstPage code={code} />
      </Suspense>,
    );
    // Synchronously on screen: React.lazy alone would show the fallback first.
    expect(screen.getByRole('heading', { name: '参数管理' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('loads the code once for the route and the render', async () => {
    const load = vi.fn(pageModule);
    const { code, preload } = loadedFirst(load);
    await Promise.all([preload(), preload()]);
    render(<LoadedFirstPage code={code} />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it(`stops waiting for code that has not come after ${PAGE_CODE_WAIT_MS} ms; the page then loads in place`, async () => {
    vi.useFakeTimers();
    let deliver: (module: Awaited<ReturnType<typeof pageModule>>) => void = () => {};
    const { code, preload } = loadedFirst(() => new Promise((resolve) => (deliver = resolve)));
    let waited = false;
    void preload().then(() => (waited = true));
    await act(() => vi.advanceTimersByTimeAsync(PAGE_CODE_WAIT_MS - 1));
    expect(waited).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(waited).toBe(true);
    render(
      <Suspense fallback={<p>loading</p>}>
        <LoadedFirstPage code={code} />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => deliver({ default: () => <h1>参数管理</h1> }));
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { name: '参数管理' })).toBeInTheDocument();
  });

  it('never fails the route: a failed load fails the render, as React.lazy does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { code, preload } = loadedFirst(() => Promise.reject(new Error('Loading chunk failed')));
    await expect(preload()).resolves.toBeUndefined();
    render(
      <Boundary>
        <Suspense fallback={null}>
          <LoadedFirstPage code={code} />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk failed');
  });
});

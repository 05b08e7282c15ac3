import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { message } from '../components/Toast';
import { UiProvider } from './UiProvider';

// The unit project runs without Vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  act(() => message.dismiss());
});

// @isolate-modules: the toaster's module must not be loaded yet, nor its region shown before.
describe("UiProvider's toaster", () => {
  it('renders nothing until the first message, then shows it (its module loaded on demand)', async () => {
    render(<UiProvider>page</UiProvider>);
    expect(screen.queryByRole('region')).toBeNull();
    act(() => {
      message.success('Labels printed');
    });
    expect(await screen.findByText('Labels printed')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Labels printed');
  });

  it('keeps its region once shown, when the last toast is dismissed', async () => {
    render(<UiProvider>page</UiProvider>);
    act(() => {
      message.info('Parcel scanned');
    });
    const region = (await screen.findByText('Parcel scanned')).closest('section, [aria-label]');
    act(() => message.dismiss());
    expect(screen.queryByText('Parcel scanned')).toBeNull();
    expect(region).toBeInTheDocument();
  });

  it('is left out with toaster={false}', () => {
    act(() => {
      message.error('Printer offline');
    });
    render(<UiProvider toaster={false}>page</UiProvider>);
    expect(screen.queryByText('Printer offline')).toBeNull();
  });
});

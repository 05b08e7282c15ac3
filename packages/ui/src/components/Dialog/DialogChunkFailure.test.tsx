import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

type DialogComponent = typeof import('.').Dialog;

const GONE = 'Failed to fetch dynamically imported module: http://console/assets/DialogParts-old.js';

afterEach(() => {
  cleanup();
  vi.doUnmock('./DialogParts');
  vi.resetModules();
  vi.restoreAllMocks();
});

/** What a console puts around its pages: it shows the error a render threw. */
class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return <div role="alert">{this.state.error.message}</div>;
  }
}

/** A button that opens a dialog (the ui's, imported after the chunk's mock). */
function Page({ Dialog }: { Dialog: DialogComponent }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        About
      </button>
      <Dialog title="Parcels" open={open} onOpenChange={setOpen}>
        Parcels in transit.
      </Dialog>
    </>
  );
}

describe('Dialog whose chunk does not arrive', () => {
  // Whether a later open fetches the chunk again is the browser's to say (Chromium does: e2e/chunk-reload);
  // vitest keeps a failed module failed, so this checks the failure's way to the boundary.
  it('says so through the error boundary when opened, instead of the click doing nothing', async () => {
    vi.resetModules();
    // The dialog's chunk fails to load as a browser's would after a deploy replaced it.
    vi.doMock('./DialogParts', () => ({
      get DialogParts() {
        throw new TypeError(GONE);
      },
    }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { Dialog } = await import('.');
    const user = userEvent.setup();
    render(
      <Boundary>
        <Page Dialog={Dialog} />
      </Boundary>,
    );
    await user.click(screen.getByRole('button', { name: 'About' }));
    // Before: the click did nothing (the failure went to the console as an unhandled rejection).
    expect(await screen.findByRole('alert')).toHaveTextContent(GONE);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

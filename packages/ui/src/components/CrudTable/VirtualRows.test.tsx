import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/UiProvider';
import { CrudTable } from './CrudTable';
import { ROW_HEIGHT } from './CrudTable.styles';
import { makeWaybills, type Waybill, waybillColumns } from './fixtures/data';
import { giveElementsASize } from './fixtures/layout';

// @isolate-modules: the first commit draws the plain rows only while the virtualiser's module has not
// arrived; a file before this one in a shared module graph may have loaded it.
beforeAll(() => {
  giveElementsASize();
  // The first commit is looked at on its own, before React's scheduled work: outside act().
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
});
afterAll(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
  vi.restoreAllMocks();
});

describe('the virtual body', () => {
  it('draws the rows on screen first and the ten beyond the window after', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const rows = () => container.querySelectorAll('tr[data-row]').length;
    // giveElementsASize makes the scrolling area 800 px high: its sticky header takes a row's height.
    const onScreen = Math.ceil((800 - ROW_HEIGHT.default) / ROW_HEIGHT.default);
    // The virtualiser's window counts the whole area (the header is not one of its items).
    const windowRows = Math.ceil(800 / ROW_HEIGHT.default);

    flushSync(() =>
      root.render(
        <UiProvider>
          <CrudTable<Waybill>
            title="运单"
            columns={waybillColumns}
            rows={makeWaybills(1000)}
            maxHeight={800}
          />
        </UiProvider>,
      ),
    );
    expect(rows()).toBe(onScreen);
    await waitFor(() => expect(rows()).toBe(windowRows + 10));
    root.unmount();
    container.remove();
  });
});

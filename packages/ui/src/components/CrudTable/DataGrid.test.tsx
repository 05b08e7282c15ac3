import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Activity } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/UiProvider';
import { CrudTable } from './CrudTable';
import { makeParams, type Param, paramColumns } from './fixtures/data';
import { giveElementsASize } from './fixtures/layout';
import { createMemoryCrudSource } from './memorySource';

afterEach(cleanup);
beforeAll(giveElementsASize);
afterAll(() => {
  vi.restoreAllMocks();
});

const source = createMemoryCrudSource(makeParams());

/** The parameter table on a kept page: hidden and shown again as its tab is left and chosen. */
function KeptParams({ shown, size = 10 }: { shown: boolean; size?: number }) {
  return (
    <UiProvider>
      <Activity mode={shown ? 'visible' : 'hidden'}>
        <CrudTable<Param>
          title="参数管理"
          columns={paramColumns}
          load={source.load}
          recordLabel="参数"
          titleField="paramName"
          query={{ current: 1, size }}
        />
      </Activity>
    </UiProvider>
  );
}

describe('the table scroll on a kept page', () => {
  it('stays where it was when the page is shown again; only a new query goes back to the top', async () => {
    const { rerender } = render(<KeptParams shown />);
    const scroller = await screen.findByRole('region', { name: '参数管理' });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    scroller.scrollTop = 120;

    rerender(<KeptParams shown={false} />);
    rerender(<KeptParams shown />);
    expect(scroller.scrollTop).toBe(120);

    // A new query (here the page size) starts at the top.
    rerender(<KeptParams shown size={20} />);
    await waitFor(() => expect(scroller.scrollTop).toBe(0));
  });
});

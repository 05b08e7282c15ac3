import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type PageHost, PageHostContext } from '../PageHost/PageHost';
import type { CrudColumn, CrudQuery } from './columns';
import { MemoryCrudTable } from './fixtures/MemoryCrudTable';
import { crudTableMeta, dataRows, lastCall, rowsLoaded } from './fixtures/stories';
import { createMemoryCrudSource, type MemoryCrudSource } from './memorySource';

/**
 * Sorting by a header (issue 36): the columns the server sorts by (`sortableFields`) get a button
 * that cycles ascending → descending → unsorted, says so in `aria-sort` and its arrow, and the order
 * is kept in the page's address, so a reload shows the same order.
 */
const meta: Meta = { title: 'Data/CrudTable', ...crudTableMeta };
export default meta;
type Story = StoryObj;

interface Parcel {
  id: string;
  code: string;
  weight: number;
  createTime: string;
  note: string;
}

const parcels: Parcel[] = [
  { id: '1', code: 'B-2', weight: 9.5, createTime: '2024-01-02 08:00:00', note: 'x' },
  { id: '2', code: 'A-9', weight: 12, createTime: '2024-01-03 08:00:00', note: 'y' },
  { id: '3', code: 'C-1', weight: 3, createTime: '2024-01-01 08:00:00', note: 'z' },
];

// No column says `sortable`: the table's `sortableFields` (a definition's) decide; `note` stays plain.
const columns: CrudColumn<Parcel>[] = [
  { field: 'code', label: '编号' },
  { field: 'weight', label: '重量', type: 'number' },
  { field: 'createTime', label: '创建时间', type: 'datetime' },
  { field: 'note', label: '备注' },
];
const SORTABLE = ['code', 'weight', 'createTime'];

/**
 * A page in the console's shell, its address shown; "reload" mounts the page anew on that address.
 * `defaultQuery` stands for a page with an order of its own (the logs' newest first).
 */
function HostedPage({
  source,
  defaultQuery,
}: {
  source: MemoryCrudSource<Parcel>;
  defaultQuery?: Partial<CrudQuery>;
}) {
  const [search, setSearch] = useState('');
  const [mount, setMount] = useState(0);
  const host = useMemo<PageHost>(
    () => ({
      search,
      setSearch: (next) => setSearch(next),
      claimAddress: () => true,
      releaseAddress: () => undefined,
      staleAfterMs: 0,
      setUnsaved: () => undefined,
      releaseUnsaved: () => undefined,
    }),
    [search],
  );
  return (
    <PageHostContext.Provider value={host}>
      <output data-testid="address">{search}</output>
      <button type="button" onClick={() => setMount((n) => n + 1)}>
        reload
      </button>
      <MemoryCrudTable<Parcel>
        key={mount}
        source={source}
        title="Parcels"
        columns={columns}
        sortableFields={SORTABLE}
        defaultQuery={defaultQuery}
        actions={{ add: false, edit: false, delete: false, view: false, export: false }}
      />
    </PageHostContext.Provider>
  );
}

type Loaded = { parcels: MemoryCrudSource<Parcel> };
const codes = (root: HTMLElement) =>
  dataRows(root).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

export const SortingCycleAndAddress: Story = {
  loaders: [async () => ({ parcels: createMemoryCrudSource(parcels) })],
  render: (_args, { loaded }) => <HostedPage source={(loaded as Loaded).parcels} />,
  play: async ({ canvas, canvasElement, loaded }) => {
    const source = (loaded as Loaded).parcels;
    await rowsLoaded(canvasElement, 3);
    const header = canvas.getByRole('columnheader', { name: /重量/ });
    const button = within(header).getByRole('button', { name: /重量/ });
    // Sortable and unsorted: aria-sort none, the neutral arrows, a hint of what a click does.
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(button.querySelector('.lucide-arrow-up-down')).not.toBeNull();
    await expect(button).toHaveAttribute('title', '点击按升序排列');
    // A column the server does not sort by has no button and no aria-sort.
    const note = canvas.getByRole('columnheader', { name: /^备注/ });
    await expect(note).not.toHaveAttribute('aria-sort');
    await expect(within(note).queryByRole('button')).toBeNull();

    // A number column starts ascending like any other.
    await userEvent.click(button);
    await waitFor(() => expect(codes(canvasElement)).toEqual(['C-1', 'B-2', 'A-9']));
    await expect(lastCall(source)).toMatchObject({ ascs: 'weight' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(button.querySelector('.lucide-arrow-up')).not.toBeNull();
    await expect(button).toHaveAttribute('data-sorted', 'asc');
    await expect(canvas.getByTestId('address')).toHaveTextContent('?ascs=weight');

    await userEvent.click(button);
    await waitFor(() => expect(codes(canvasElement)).toEqual(['A-9', 'B-2', 'C-1']));
    await expect(lastCall(source).descs).toBe('weight');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(button.querySelector('.lucide-arrow-down')).not.toBeNull();
    await expect(canvas.getByTestId('address')).toHaveTextContent('?descs=weight');

    // Kept across a reload of the page.
    await userEvent.click(canvas.getByRole('button', { name: 'reload' }));
    await rowsLoaded(canvasElement, 3);
    const again = canvas.getByRole('columnheader', { name: /重量/ });
    await expect(again).toHaveAttribute('aria-sort', 'descending');
    await expect(codes(canvasElement)).toEqual(['A-9', 'B-2', 'C-1']);

    // Third click: unsorted, the address plain again.
    await userEvent.click(within(again).getByRole('button'));
    await waitFor(() => expect(again).toHaveAttribute('aria-sort', 'none'));
    await expect(lastCall(source).ascs).toBeUndefined();
    await expect(lastCall(source).descs).toBeUndefined();
    await expect(canvas.getByTestId('address')).toHaveTextContent(/^$/);

    // One column at a time: sorting by code replaces the weight's order.
    await userEvent.click(within(again).getByRole('button'));
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /编号/ })).getByRole('button'));
    await waitFor(() => expect(lastCall(source)).toMatchObject({ ascs: 'code' }));
    await expect(lastCall(source).ascs).toBe('code');
    await expect(canvas.getByRole('columnheader', { name: /重量/ })).toHaveAttribute('aria-sort', 'none');
  },
};

/** A page with an order of its own (newest first): cleared by a person, it stays cleared on reload. */
export const SortingClearsADefaultOrder: Story = {
  loaders: [async () => ({ parcels: createMemoryCrudSource(parcels) })],
  render: (_args, { loaded }) => (
    <HostedPage source={(loaded as Loaded).parcels} defaultQuery={{ descs: 'create_time' }} />
  ),
  play: async ({ canvas, canvasElement, loaded }) => {
    const source = (loaded as Loaded).parcels;
    await rowsLoaded(canvasElement, 3);
    const header = canvas.getByRole('columnheader', { name: /创建时间/ });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(codes(canvasElement)).toEqual(['A-9', 'B-2', 'C-1']);
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'none'));
    await expect(lastCall(source).descs).toBeUndefined();
    await expect(canvas.getByTestId('address')).toHaveTextContent('?ascs=');
    await userEvent.click(canvas.getByRole('button', { name: 'reload' }));
    await rowsLoaded(canvasElement, 3);
    await expect(canvas.getByRole('columnheader', { name: /创建时间/ })).toHaveAttribute('aria-sort', 'none');
    await expect(codes(canvasElement)).toEqual(['B-2', 'A-9', 'C-1']);
  },
};

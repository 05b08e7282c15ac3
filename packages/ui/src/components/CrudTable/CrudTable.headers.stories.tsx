import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { CrudColumn } from './columns';
import { MemoryCrudTable } from './fixtures/MemoryCrudTable';
import { crudTableMeta, dataRows, rowsLoaded } from './fixtures/stories';
import { createMemoryCrudSource, type MemoryCrudSource } from './memorySource';

/**
 * Headers and cells that do not fit their column (issue 16): a header is never cut, however narrow
 * the page made its column; a cell's text that is cut shows whole in its tooltip.
 */
const meta: Meta = { title: 'Data/CrudTable', ...crudTableMeta };
export default meta;
type Story = StoryObj;

interface Shipment {
  id: string;
  sort: number;
  region: string;
  route: string;
  note: string;
}

const shipments: Shipment[] = [
  { id: '1', sort: 1, region: 'Suzhou', route: 'Suzhou', note: '短' },
  {
    id: '2',
    sort: 2,
    region: 'Changzhou',
    route: 'Shanghai → Changzhou → Nanjing → Hefei → Wuhan → Chongqing → Chengdu',
    note: '整车冷链运输，途经七个分拨中心，需提前一天预约装货时间',
  },
];

/** Widths a page might set too small for its headers (as 字典排序 at 72 px was), and no width at all. */
const columns: CrudColumn<Shipment>[] = [
  { field: 'sort', label: '字典排序', width: 40, type: 'number' },
  { field: 'region', label: 'Delivery region', width: 60, sortable: true },
  // A column's own rendering (not the plain text cell, which has always carried its title).
  { field: 'route', label: 'Route', width: 120, render: (value) => <span>{String(value)}</span> },
  { field: 'note', label: 'Pick-up instructions for the driver' },
];

function ShipmentTable({ source }: { source: MemoryCrudSource<Shipment> }) {
  return <MemoryCrudTable<Shipment> source={source} title="Shipments" columns={columns} />;
}

export const HeadersAndCutCells: Story = {
  loaders: [async () => ({ shipments: createMemoryCrudSource(shipments) })],
  render: (_args, { loaded }) => (
    <ShipmentTable source={(loaded as { shipments: MemoryCrudSource<Shipment> }).shipments} />
  ),
  play: async ({ canvasElement }) => {
    await rowsLoaded(canvasElement, 2);
    // Every header reads whole: the set widths grew to their headers, the free column too.
    const cut = within(canvasElement)
      .getAllByRole('columnheader')
      .filter((th) => th.scrollWidth > th.clientWidth)
      .map((th) => th.textContent);
    await expect(cut).toEqual([]);

    // The long route is cut by its column: the pointer on it shows the whole text.
    const [short, long] = dataRows(canvasElement).map((row) => within(row).getAllByRole('cell')[3]);
    await userEvent.hover(long as HTMLElement);
    await expect(long).toHaveAttribute('title', shipments[1]?.route);
    // A route that fits has no tooltip repeating it.
    await userEvent.hover(short as HTMLElement);
    await expect(short).not.toHaveAttribute('title');
  },
};

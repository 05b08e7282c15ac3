import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CrudTable } from './CrudTable';
import type { CrudColumn } from './columns';
import { crudTableMeta } from './fixtures/stories';

/** How columns share a table too narrow for all of them at their content's width. */
const meta: Meta = { title: 'Data/CrudTable', ...crudTableMeta };
export default meta;
type Story = StoryObj;

interface Model {
  id: string;
  name: string;
  service: string;
  module: string;
  prefix: string;
  key: string;
  path: string;
}

/** The code generator's list (/tool/code) in English: long header labels over short values. */
const MODELS: Model[] = [
  {
    id: '1',
    name: 'Notice board of the whole company (blade_notice)',
    service: 'blade-demo',
    module: '通知公告',
    prefix: 'blade_',
    key: 'id',
    path: '/demo/notice',
  },
  {
    id: '2',
    name: 'Parameters (blade_param)',
    service: 'blade-system',
    module: '参数',
    prefix: 'blade_',
    key: 'id',
    path: '/system/param',
  },
];
const modelColumns: CrudColumn<Model>[] = [
  { field: 'name', label: 'Data model' },
  { field: 'service', label: 'Service' },
  { field: 'module', label: 'Module name' },
  { field: 'prefix', label: 'Table prefix' },
  { field: 'key', label: 'Primary key' },
  { field: 'path', label: 'Front-end path' },
];

/** The cells of the column under `header`, by its position in the header row. */
function columnCells(table: HTMLElement, header: string): HTMLElement[] {
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((th) => th.textContent === header);
  return [...table.querySelectorAll<HTMLElement>(`tbody tr td:nth-child(${index + 1})`)];
}

const isCut = (cell: HTMLElement) => cell.scrollWidth > cell.clientWidth;

/** On how many lines an element's text stands (the tops of its text's line boxes). */
function textLines(element: HTMLElement): number {
  const tops = new Set<number>();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
  }
  return tops.size;
}

/**
 * Short of room, the short values read whole: the headers over shorter values ("Module name",
 * "Table prefix") stand on two lines and the longest value is cut first. Cut in proportion, every
 * column with content wider than its header gave up room: "blade-de…" beside a header's spare room.
 */
export const ShortValuesKeepTheirRoom: Story = {
  render: () => (
    <div style={{ width: 820 }}>
      <CrudTable<Model> title="Models" columns={modelColumns} rows={MODELS} />
    </div>
  ),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Models' });
    const scroller = table.parentElement as HTMLElement;
    await waitFor(() => expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth));
    // The table is short of room: the longest value is cut (ellipsis, its text the cell's title).
    await expect(columnCells(table, 'Data model').some(isCut)).toBe(true);
    for (const header of ['Service', 'Module name', 'Table prefix', 'Primary key', 'Front-end path']) {
      const cut = columnCells(table, header).filter(isCut);
      await expect(cut.map((cell) => cell.textContent)).toEqual([]);
    }
    // Every header reads whole, on two lines where its column gave its room away.
    for (const th of within(table).getAllByRole('columnheader'))
      await expect(th.scrollWidth).toBeLessThanOrEqual(th.clientWidth);
  },
};

/**
 * With room for every value, only as many headers wrap as must: those needing least room go back
 * on one line first, and no value is cut.
 */
export const HeadersWrapOnlyAsNeeded: Story = {
  render: () => (
    <div style={{ width: 900 }}>
      <CrudTable<Model>
        title="Models"
        columns={modelColumns.map((c) => (c.field === 'name' ? { ...c, maxWidth: 240 } : c))}
        rows={MODELS.slice(1)}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Models' });
    const scroller = table.parentElement as HTMLElement;
    await waitFor(() => expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth));
    const cut = [...table.querySelectorAll<HTMLElement>('tbody td')].filter(isCut);
    await expect(cut.map((cell) => cell.textContent)).toEqual([]);
    const headers = within(table).getAllByRole('columnheader');
    for (const th of headers) await expect(th.scrollWidth).toBeLessThanOrEqual(th.clientWidth);
    // Four headers could wrap; the room left over the values puts all but one back on one line
    // (shared in proportion, it would have left each of the four a little short: all on two lines).
    const wrapped = headers.filter((th) => textLines(th) > 1).map((th) => th.textContent);
    await expect(wrapped).toHaveLength(1);
  },
};

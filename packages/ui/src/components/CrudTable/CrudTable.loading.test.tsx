import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/UiProvider';
import { CrudTable } from './CrudTable';
import type { CrudColumn } from './columns';
import { giveElementsASize } from './fixtures/layout';

// Which of the table's on-demand parts have been imported: a module's mock factory runs when the
// module is first imported, so a part imported statically by the table would be here at once.
const imported = vi.hoisted(() => new Set<string>());
vi.mock('../DropdownMenu/DropdownMenu', async (original) => {
  imported.add('dropdown menu');
  return original();
});
vi.mock('../Popover/Popover', async (original) => {
  imported.add('popover');
  return original();
});
vi.mock('./VirtualRows', async (original) => {
  imported.add('virtual rows');
  return original();
});
vi.mock('../Select/Select', async (original) => {
  imported.add('select');
  return original();
});
vi.mock('../DatePicker/DateRangePicker', async (original) => {
  imported.add('date range');
  return original();
});

afterEach(cleanup);
beforeAll(() => {
  giveElementsASize();
  // jsdom has none; the popover's arrow measures itself with one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

interface Parcel {
  id: string;
  waybill: string;
  status: string;
}
const parcels: Parcel[] = [
  { id: '1', waybill: 'BC-0001', status: 'sent' },
  { id: '2', waybill: 'BC-0002', status: 'held' },
];
const byText: CrudColumn<Parcel>[] = [
  { field: 'waybill', label: '运单号', searchable: true },
  { field: 'status', label: '状态' },
];
const byChoice: CrudColumn<Parcel>[] = [
  { field: 'waybill', label: '运单号', searchable: true },
  {
    field: 'status',
    label: '状态',
    type: 'select',
    searchable: true,
    options: [
      { value: 'sent', label: '已发出' },
      { value: 'held', label: '暂扣' },
    ],
  },
];

function renderTable(columns: CrudColumn<Parcel>[], rows = parcels) {
  render(
    <UiProvider>
      <CrudTable<Parcel> title="运单" columns={columns} rows={rows} />
    </UiProvider>,
  );
}

// One file, in this order: once imported, a part stays imported for the tests after.
describe('CrudTable loads what a table may never use when it is first needed', () => {
  it('starts without the toolbar popups, the search pickers or the virtualiser', async () => {
    renderTable(byText);
    expect(await screen.findByText('BC-0001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '密度' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByRole('button', { name: '列设置' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect([...imported]).toEqual([]);
  });

  it('opens the density menu on the first press, from the keyboard too', async () => {
    renderTable(byText);
    fireEvent.keyDown(await screen.findByRole('button', { name: '密度' }), { key: 'ArrowDown' });
    expect(await screen.findByRole('menuitemradio', { name: '紧凑' })).toBeInTheDocument();
    expect(imported).toContain('dropdown menu');
  });

  it('opens the column chooser on the first click', async () => {
    renderTable(byText);
    fireEvent.click(await screen.findByRole('button', { name: '列设置' }));
    expect(await screen.findByRole('dialog', { name: '列设置' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '状态' })).toBeChecked();
    expect(imported).toContain('popover');
  });

  it('loads the select picker when a column is searched by choice, and not the date range', async () => {
    renderTable(byChoice);
    expect(await screen.findByRole('combobox', { name: '状态' })).toBeInTheDocument();
    expect(imported).toContain('select');
    expect(imported).not.toContain('date range');
  });

  it('renders a long body virtualised: the first window at once, then only the rows in view', async () => {
    const many = Array.from({ length: 500 }, (_, i) => ({
      id: String(i),
      waybill: `BC-${1000 + i}`,
      status: 'sent',
    }));
    renderTable(byText, many);
    expect(screen.getByText('BC-1000')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '501');
    await waitFor(() => expect(imported).toContain('virtual rows'));
    // 60vh of jsdom's 768 px window in 40 px rows, and the overscan below: a window, not 500 rows.
    expect(screen.getAllByRole('row').length).toBeLessThan(40);
    expect(screen.queryByText('BC-1499')).toBeNull();
  });
});

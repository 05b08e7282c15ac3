import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/UiProvider';
import { CrudTable } from './CrudTable';
import type { CrudColumn } from './columns';
import { makeWaybills, type Waybill, waybillColumns } from './fixtures/data';
import { giveElementsASize } from './fixtures/layout';

// Which of the table's on-demand parts have been imported: a module's mock factory runs when the
// module is first imported, so a part imported statically by the table would be here at once.
const { imported, recorded } = vi.hoisted(() => {
  const imported = new Set<string>();
  const recorded = (name: string) => (original: () => Promise<unknown>) => {
    imported.add(name);
    return original();
  };
  return { imported, recorded };
});
vi.mock('../DropdownMenu/DropdownMenu', recorded('dropdown menu'));
vi.mock('../Popover/Popover', recorded('popover'));
vi.mock('./VirtualRows', recorded('virtual rows'));
vi.mock('../Select/Select', recorded('select'));
vi.mock('../DatePicker/DateRangePicker', recorded('date range'));

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

// Searched by text: waybill number and consignee. By choice: the status too.
const byText = waybillColumns;
const byChoice = waybillColumns.map((c) => (c.field === 'status' ? { ...c, searchable: true } : c));

function renderTable(columns: CrudColumn<Waybill>[], count = 3) {
  render(
    <UiProvider>
      <CrudTable<Waybill> title="运单" columns={columns} rows={makeWaybills(count)} />
    </UiProvider>,
  );
}

// One file, in this order: once imported, a part stays imported for the tests after.
describe('CrudTable loads what a table may never use when it is first needed', () => {
  it('starts without the toolbar popups, the search pickers or the virtualiser', async () => {
    renderTable(byText);
    expect(await screen.findByText('SF1000000')).toBeInTheDocument();
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
    expect(screen.getByRole('checkbox', { name: '城市' })).toBeChecked();
    expect(imported).toContain('popover');
  });

  it('loads the select picker when a column is searched by choice, and not the date range', async () => {
    renderTable(byChoice);
    expect(await screen.findByRole('combobox', { name: '状态' })).toBeInTheDocument();
    expect(imported).toContain('select');
    expect(imported).not.toContain('date range');
  });

  it('renders a long body virtualised: the first window at once, then only the rows in view', async () => {
    renderTable(byText, 500);
    expect(screen.getByText('SF1000000')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '501');
    await waitFor(() => expect(imported).toContain('virtual rows'));
    // 60vh of jsdom's 768 px window in 40 px rows, and the overscan below: a window, not 500 rows.
    expect(screen.getAllByRole('row').length).toBeLessThan(40);
    expect(screen.queryByText('SF1000499')).toBeNull();
  });
});

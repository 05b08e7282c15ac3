import { createTable } from '@tanstack/react-table';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/UiProvider';
import { CrudTable } from './CrudTable';
import { makeWaybills, type Waybill, waybillColumns } from './fixtures/data';
import { giveElementsASize } from './fixtures/layout';
import { getFlatRowModel } from './flatRowModel';

afterEach(cleanup);
beforeAll(giveElementsASize);
afterAll(() => {
  vi.restoreAllMocks();
});

function flatTable(data: Waybill[], getRowId: (row: Waybill) => string) {
  return createTable<Waybill>({
    data,
    columns: [{ id: 'waybillNo', accessorKey: 'waybillNo' }],
    getCoreRowModel: getFlatRowModel(),
    getRowId,
    state: {},
    onStateChange: () => {},
    renderFallbackValue: null,
  });
}

describe('the flat row model', () => {
  it('makes a row only when it is read, once', () => {
    const data = makeWaybills(10_000);
    const getRowId = vi.fn((row: Waybill) => String(row.id));
    const table = flatTable(data, getRowId);
    const { rows, flatRows } = table.getRowModel();
    expect(rows.length).toBe(10_000);
    expect(flatRows).toBe(rows);
    expect(getRowId).not.toHaveBeenCalled();

    const row = rows[42];
    expect(row?.original).toBe(data[42]);
    expect(row?.index).toBe(42);
    expect(row?.getValue('waybillNo')).toBe(data[42]?.waybillNo);
    expect(rows[42]).toBe(row);
    expect(getRowId).toHaveBeenCalledTimes(1);
  });

  it('still reads as an array and finds rows by id', () => {
    const data = makeWaybills(50);
    const table = flatTable(data, (row) => String(row.id));
    const { rows, rowsById } = table.getRowModel();
    expect(rows.map((r) => r.original)).toEqual(data);
    expect(rows.filter((r) => r.index % 10 === 0)).toHaveLength(5);
    expect(49 in rows && !(50 in rows)).toBe(true);
    expect([...rows]).toHaveLength(50);
    const id = String(data[7]?.id);
    expect(rowsById[id]?.original).toBe(data[7]);
    expect(table.getRow(id)).toBe(rows[7]);
    expect(rowsById.nope).toBeUndefined();
  });
});

describe('selection in a long flat table', () => {
  it('selects every row from the header and one row from its checkbox', async () => {
    const rows = makeWaybills(10_000);
    const onSelectionChange = vi.fn();
    render(
      <UiProvider>
        <CrudTable<Waybill>
          title="运单"
          columns={waybillColumns}
          rows={rows}
          onSelectionChange={onSelectionChange}
        />
      </UiProvider>,
    );
    const boxes = await screen.findAllByRole('checkbox');
    // The first checkbox is the header's.
    fireEvent.click(boxes[0] as HTMLElement);
    await waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith(rows));
    fireEvent.click(boxes[0] as HTMLElement);
    await waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith([]));

    fireEvent.click(boxes[2] as HTMLElement);
    await waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith([rows[1]]));
    expect(screen.getAllByRole('checkbox')[0]).toBePartiallyChecked();
  });
});

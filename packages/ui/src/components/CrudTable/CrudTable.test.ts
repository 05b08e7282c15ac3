// @vitest-environment jsdom
// (file values read through FileReader)
import { describe, expect, it } from 'vitest';
import { searchParamsOf, toCamelCase, toSnakeCase } from './columns';
import { displayText, linkList } from './columnValues';
import { CSV_BOM, csvBlob, escapeCsvCell, toCsv } from './csv';
import { makeParams, makeWaybills, paramColumns, waybillColumns } from './fixtures/data';
import { createMemoryCrudSource, filterPredicate } from './memorySource';
import { queryToSearchParams, searchParamsToQuery, sortsOf, withSorts } from './searchParams';

describe('columns', () => {
  it('converts field names to and from snake_case', () => {
    expect(toSnakeCase('createTime')).toBe('create_time');
    expect(toCamelCase('param_key')).toBe('paramKey');
  });

  it('gives date columns a _dategt/_datelt range and others their field', () => {
    expect(searchParamsOf({ field: 'createTime', label: 'c', type: 'datetime', searchable: true })).toEqual([
      'createTime_dategt',
      'createTime_datelt',
    ]);
    expect(searchParamsOf({ field: 'paramName', label: 'n', searchable: true })).toEqual(['paramName']);
    expect(searchParamsOf({ field: 'x', label: 'x', searchable: { param: 'x_equal' } })).toEqual(['x_equal']);
    expect(searchParamsOf({ field: 'x', label: 'x' })).toEqual([]);
  });

  it('shows option labels, tree titles, dates and switches as text', () => {
    const options = [
      { label: '否', value: 0 },
      { label: '是', value: 1 },
    ];
    expect(displayText({ field: 's', label: 's', type: 'dictionary', options }, 1)).toBe('是');
    expect(displayText({ field: 's', label: 's', type: 'select', options, multiple: true }, '0,1')).toBe(
      '否, 是',
    );
    expect(
      displayText(
        {
          field: 't',
          label: 't',
          type: 'tree',
          treeOptions: [{ value: 1, title: 'A', children: [{ value: 2, title: 'B' }] }],
        },
        '2',
      ),
    ).toBe('B');
    expect(displayText({ field: 'd', label: 'd', type: 'date' }, '2024-05-01 08:00:00')).toBe('2024-05-01');
    expect(displayText({ field: 'w', label: 'w', type: 'switch' }, 1, { yes: 'Y', no: 'N' })).toBe('Y');
    expect(displayText({ field: 'h', label: 'h', type: 'html' }, '<p>a <b>b</b></p>')).toBe('a b');
  });

  it("reads Blade's -1 for an unset dictionary value as nothing, unless the dictionary has it", () => {
    const sex = [
      { label: '男', value: 1 },
      { label: '女', value: 2 },
    ];
    const column = { field: 'sex', label: '性别', type: 'select' as const, options: sex };
    expect(displayText(column, -1)).toBe('');
    expect(displayText(column, '-1')).toBe('');
    expect(displayText({ ...column, type: 'dictionary' }, -1)).toBe('');
    expect(displayText(column, 2)).toBe('女');
    const owned = { ...column, options: [...sex, { label: '保密', value: -1 }] };
    expect(displayText(owned, -1)).toBe('保密');
  });

  it('never splits a data: URL', () => {
    expect(linkList('data:image/png;base64,AAA')).toEqual(['data:image/png;base64,AAA']);
    expect(linkList('a.png,b.png', true)).toEqual(['a.png', 'b.png']);
  });
});

describe('csv', () => {
  // Commas, quotes and line breaks are quoted; a formula is defused; a number stays one.
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['-1', '-1'],
    [null, ''],
  ])('escapes %j as %j', (cell, written) => {
    expect(escapeCsvCell(cell)).toBe(written);
  });

  it('writes a header and one CRLF line per row, with labels of options', () => {
    const csv = toCsv(makeWaybills(2), waybillColumns);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('运单号,收件人,城市,重量（kg）,状态,创建时间');
    expect(lines[1]).toBe('SF1000000,张伟,上海,0.1,待揽收,2024-01-01 00:00:00');
    expect(lines).toHaveLength(3);
  });

  it('prefixes the BOM for Excel', async () => {
    const blob = csvBlob(toCsv(makeParams().slice(0, 1), paramColumns));
    const buffer = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blob);
    });
    const bytes = new Uint8Array(buffer);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(CSV_BOM).toBe('\uFEFF');
  });
});

describe('search params', () => {
  it('round-trips a query and leaves defaults out', () => {
    const query = {
      current: 2,
      size: 30,
      ascs: 'param_key',
      paramName: '租户',
      createTime_dategt: '2024-01-01 00:00:00',
    };
    const params = queryToSearchParams(query);
    expect(params.has('size')).toBe(true);
    expect(searchParamsToQuery(params)).toEqual(query);
    expect(queryToSearchParams({ current: 1, size: 10, paramName: '' }).toString()).toBe('');
  });

  it('rejects bad paging values and unknown keys when asked', () => {
    expect(searchParamsToQuery('current=-3&size=7&x=1&paramName=a', { allowed: ['paramName'] })).toEqual({
      current: 1,
      size: 10,
      paramName: 'a',
    });
  });

  it('maps sorts to ascs/descs of snake_case columns', () => {
    const q = withSorts({ current: 1, size: 10 }, [
      { field: 'createTime', desc: true },
      { field: 'paramKey', desc: false },
    ]);
    expect(q).toMatchObject({ ascs: 'param_key', descs: 'create_time' });
    expect(sortsOf(q)).toEqual([
      { field: 'paramKey', desc: false },
      { field: 'createTime', desc: true },
    ]);
  });
});

describe('memory source', () => {
  it('pages, filters with LIKE and dates, and sorts', async () => {
    const source = createMemoryCrudSource(makeParams());
    const page = await source.load({ current: 2, size: 10 });
    expect(page).toMatchObject({ total: 11, pages: 2, current: 2, size: 10 });
    expect(page.records).toHaveLength(1);
    expect((await source.load({ current: 1, size: 10, paramKey: 'ACCOUNT' })).total).toBe(4);
    const ranged = await source.load({
      current: 1,
      size: 10,
      createTime_dategt: '2024-03-01 00:00:00',
      createTime_datelt: '2024-05-31 23:59:59',
    });
    expect(ranged.total).toBe(3);
    const sorted = await source.load({ current: 1, size: 3, descs: 'param_key' });
    expect(sorted.records.map((r) => r.paramKey)).toEqual([
      'waybill.prefix',
      'warehouse.stocktake.days',
      'tenant.default.password',
    ]);
  });

  it('inserts without an id, updates with one and removes by ids', async () => {
    const source = createMemoryCrudSource(makeParams());
    const created = await source.submit({ paramName: 'n', paramKey: 'k', paramValue: 'v' }, 'add');
    expect(created.id).toBeTruthy();
    await source.submit({ id: '1001', paramValue: 'false' }, 'edit');
    expect(source.rows().find((r) => r.id === '1001')?.paramValue).toBe('false');
    await source.remove([created.id, '1002']);
    expect(source.rows()).toHaveLength(10);
  });

  it('understands the Blade filter suffixes', () => {
    const row = { weight: 5, createTime: '2024-02-01 10:00:00', name: 'Hello' };
    expect(filterPredicate('weight_gt', '4')(row)).toBe(true);
    expect(filterPredicate('weight_le', '4')(row)).toBe(false);
    expect(filterPredicate('name_equal', 'Hello')(row)).toBe(true);
    expect(filterPredicate('name_likeright', 'he')(row)).toBe(true);
    expect(filterPredicate('create_time_datege', '2024-02-01 10:00:00')(row)).toBe(true);
  });
});

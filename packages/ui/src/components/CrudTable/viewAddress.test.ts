import { describe, expect, it } from 'vitest';
import type { CrudColumn } from './columns';
import { readViewAddress, viewAddressSpec, writeViewAddress } from './viewAddress';

interface Param {
  paramName: string;
  paramKey: string;
  createTime: string;
}

const columns: CrudColumn<Param>[] = [
  { field: 'paramName', label: '参数名称', searchable: true, sortable: true },
  { field: 'paramKey', label: '参数键名', searchable: true },
  { field: 'createTime', label: '创建时间', type: 'datetime', searchable: true, sortable: true },
];
const spec = viewAddressSpec(columns, [10, 30, 50]);

describe('the view an address asks for', () => {
  it('names the search parameters as on the wire, date ranges included', () => {
    expect(spec.filters).toEqual(['paramName', 'paramKey', 'createTime_dategt', 'createTime_datelt']);
    expect(spec.sortable).toEqual(['param_name', 'create_time']);
  });

  it('reads filters, page, size and sort', () => {
    const query = readViewAddress(
      '?paramName=%E8%B4%A6%E5%8F%B7&current=3&size=30&descs=create_time&createTime_dategt=2024-01-01%2000:00:00&createTime_datelt=2024-01-31%2023:59:59',
      spec,
    );
    expect(query).toEqual({
      current: 3,
      size: 30,
      descs: 'create_time',
      paramName: '账号',
      createTime_dategt: '2024-01-01 00:00:00',
      createTime_datelt: '2024-01-31 23:59:59',
    });
  });

  it('a bare address is the first page at the default size', () => {
    expect(readViewAddress('', spec)).toEqual({ current: 1, size: 10 });
  });

  it('ignores an unknown sort column and keeps the known ones', () => {
    expect(readViewAddress('?ascs=password', spec)).toEqual({ current: 1, size: 10 });
    expect(readViewAddress('?ascs=password,param_name&descs=1;drop', spec)).toEqual({
      current: 1,
      size: 10,
      ascs: 'param_name',
    });
  });

  it('ignores a page that is not a page number, and nonsense beyond any table', () => {
    for (const page of ['0', '-2', 'abc', '1.5', '1e3', '99999999999']) {
      expect(readViewAddress(`?current=${page}`, spec).current).toBe(1);
    }
    // A page past the last one is kept: the table moves to the last page once it knows the total.
    expect(readViewAddress('?current=500', spec).current).toBe(500);
  });

  it('ignores a page size the table does not offer', () => {
    expect(readViewAddress('?size=7', spec).size).toBe(10);
    expect(readViewAddress('?size=100000', spec).size).toBe(10);
    expect(readViewAddress('?size=50', spec).size).toBe(50);
  });

  it('ignores a malformed or impossible date and keeps the valid end of the range', () => {
    const query = readViewAddress(
      '?createTime_dategt=yesterday&createTime_datelt=2024-02-31%2000:00:00&paramKey=x',
      spec,
    );
    expect(query).toEqual({ current: 1, size: 10, paramKey: 'x' });
    expect(readViewAddress('?createTime_datelt=2024-02-29', spec).createTime_datelt).toBe('2024-02-29');
  });

  it('leaves parameters that are not search fields out of the view', () => {
    expect(readViewAddress('?menu=false&password=x&paramName=', spec)).toEqual({ current: 1, size: 10 });
  });
});

describe('the address for a view', () => {
  it('writes only what differs from the defaults, and keeps what others put there', () => {
    const address = writeViewAddress(
      { current: 2, size: 10, paramName: '账号', ascs: 'param_name' },
      '?menu=false&paramKey=old&current=5',
      spec,
    );
    const params = new URLSearchParams(address);
    expect(params.get('menu')).toBe('false');
    expect(params.get('paramKey')).toBeNull();
    expect(params.get('current')).toBe('2');
    expect(params.get('size')).toBeNull();
    expect(params.get('paramName')).toBe('账号');
    expect(params.get('ascs')).toBe('param_name');
  });

  it('a plain first page has a plain address', () => {
    expect(writeViewAddress({ current: 1, size: 10 }, '?current=4&size=30', spec)).toBe('');
  });

  it('reads back what it wrote', () => {
    const view = { current: 4, size: 50, descs: 'create_time', createTime_dategt: '2024-05-01 00:00:00' };
    expect(readViewAddress(writeViewAddress(view, '', spec), spec)).toEqual(view);
  });
});

describe('a page with a default sort (logs: newest first)', () => {
  const newestFirst = { ...spec, defaultSort: { descs: 'create_time' } };

  it('shows the default order while the address names none, and keeps the address plain', () => {
    expect(readViewAddress('', newestFirst)).toEqual({ current: 1, size: 10, descs: 'create_time' });
    expect(writeViewAddress({ current: 1, size: 10, descs: 'create_time' }, '', newestFirst)).toBe('');
  });

  it('keeps another order and a cleared one across a reload', () => {
    const ascending = writeViewAddress({ current: 1, size: 10, ascs: 'param_name' }, '', newestFirst);
    expect(ascending).toBe('?ascs=param_name');
    expect(readViewAddress(ascending, newestFirst)).toEqual({ current: 1, size: 10, ascs: 'param_name' });
    // Cleared by a person: an empty sort, which reads back as no order at all (not the default).
    const cleared = writeViewAddress({ current: 1, size: 10 }, '?descs=create_time', newestFirst);
    expect(cleared).toBe('?ascs=');
    expect(readViewAddress(cleared, newestFirst)).toEqual({ current: 1, size: 10 });
  });

  it('without a default sort, no sort is a plain address', () => {
    expect(writeViewAddress({ current: 1, size: 10 }, '?ascs=param_name', spec)).toBe('');
  });
});

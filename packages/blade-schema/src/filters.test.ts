import { describe, expect, it } from 'vitest';
import { filterConditions, filterRows, parseFilterKey, parseWireDate } from './filters';

const rows = [
  { id: '1', paramName: 'Alpha', weight: 5, createTime: '2024-02-01 10:00:00', remark: '' },
  { id: '2', paramName: 'beta', weight: 3, createTime: '2024-02-02 09:30:00', remark: 'x' },
  { id: '3', paramName: 'Gamma_1', weight: 8, createTime: '2024-03-01 00:00:00', remark: null },
];
const ids = (query: Record<string, unknown>) => filterRows(rows, query).map((row) => row.id);

describe('Blade map filters (blade-api.md §3)', () => {
  it('splits the longest suffix, and reads no suffix as LIKE', () => {
    expect(parseFilterKey('createTime_datele')).toEqual({ field: 'createTime', op: 'datele' });
    expect(parseFilterKey('status_notequal')).toEqual({ field: 'status', op: 'notequal' });
    expect(parseFilterKey('paramName')).toEqual({ field: 'paramName', op: 'like' });
    // A field named only by a suffix is a field, not an operator.
    expect(parseFilterKey('_like')).toEqual({ field: '_like', op: 'like' });
  });

  it("drops paging, sorting, empty values, _ignore and the caller's reserved keys", () => {
    const query = {
      current: '2',
      size: '10',
      descs: 'id',
      paramName: ' a ',
      weight_gt: '',
      x_ignore: '1',
      tenantId: '1',
    };
    expect(filterConditions(query, ['tenantId'])).toEqual([
      { key: 'paramName', field: 'paramName', op: 'like', value: 'a' },
    ]);
  });

  it('matches LIKE without regard to case, and the other operators by their rule', () => {
    expect(ids({ paramName: 'A' })).toEqual(['1', '2', '3']);
    expect(ids({ paramName_likeright: 'g' })).toEqual(['3']);
    expect(ids({ paramName_likeleft: 'TA' })).toEqual(['2']);
    expect(ids({ paramName_notlike: 'a' })).toEqual([]);
    expect(ids({ paramName_equal: 'beta' })).toEqual(['2']);
    expect(ids({ weight_gt: '4', weight_le: '8' })).toEqual(['1', '3']);
    expect(ids({ weight_ge: '5', weight_lt: '8' })).toEqual(['1']);
    expect(ids({ remark_null: '1' })).toEqual(['1', '3']);
    expect(ids({ remark_notnull: '1' })).toEqual(['2']);
    expect(ids({ param_name: 'gam' })).toEqual(['3']);
  });

  it('compares dates as dates, and a bare day as that whole day', () => {
    expect(ids({ createTime_dategt: '2024-02-01 10:00:00' })).toEqual(['2', '3']);
    expect(ids({ createTime_datege: '2024-2-1 10:00' })).toEqual(['1', '2', '3']);
    expect(ids({ createTime_datelt: '2024-03-01 00:00:00' })).toEqual(['1', '2']);
    expect(ids({ createTime_datele: '2024-02-02 09:30:00' })).toEqual(['1', '2']);
    expect(ids({ createTime_dateequal: '2024-02-02' })).toEqual(['2']);
    expect(parseWireDate('yesterday')).toBeUndefined();
  });

  it('ignores fields outside an allow-list, as the server does', () => {
    expect(
      filterRows(rows, { paramName: 'beta', secret: 'x' }, { fields: new Set(['paramName']) }),
    ).toHaveLength(1);
  });
});

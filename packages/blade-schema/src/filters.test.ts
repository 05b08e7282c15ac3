import { describe, expect, it } from 'vitest';
import { type FieldDef, filterFields } from './define';
import {
  conditionPredicate,
  DATE_OPS,
  FILTER_OPS,
  filterConditions,
  filterRows,
  isBareDay,
  parseFilterKey,
  parseWireDate,
  RESERVED_QUERY_KEYS,
} from './filters';
import { RESOURCES } from './resources';

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

describe('filter keys', () => {
  it('reads <field>_<op> back for every operator, fields with underscores included', () => {
    for (const op of FILTER_OPS) {
      expect(parseFilterKey(`createTime_${op}`), op).toEqual({ field: 'createTime', op });
      expect(parseFilterKey(`create_time_${op}`), op).toEqual({ field: 'create_time', op });
    }
  });

  it('reads an unknown suffix as part of the field, filtered with LIKE', () => {
    expect(parseFilterKey('name_foo')).toEqual({ field: 'name_foo', op: 'like' });
    expect(parseFilterKey('equal')).toEqual({ field: 'equal', op: 'like' });
  });

  it('calls exactly the date operators date operators', () => {
    expect([...DATE_OPS].sort()).toEqual(FILTER_OPS.filter((op) => op.startsWith('date')).sort());
  });
});

describe('filterConditions: what counts as a condition', () => {
  it('never reads paging, sorting or the download token as a filter (blade-api.md §3)', () => {
    const query = Object.fromEntries([...RESERVED_QUERY_KEYS].map((key) => [key, '1']));
    expect(filterConditions(query)).toEqual([]);
    // blade-api.md §3: "`map`: drops `current,size,ascs,descs,blade-auth`".
    expect([...RESERVED_QUERY_KEYS].sort()).toEqual(['ascs', 'blade-auth', 'current', 'descs', 'size']);
  });

  it('skips null, undefined and blank values, and a `_null`/`_notnull` without a value', () => {
    expect(
      filterConditions({ a: null, b: undefined, c: '  ', remark_null: '', remark_notnull: ' ' }),
    ).toEqual([]);
  });

  it('takes the first of repeated values and reads numbers and booleans as text', () => {
    expect(filterConditions({ name: ['b', 'c'], weight_gt: 4, on_equal: true })).toEqual([
      { key: 'name', field: 'name', op: 'like', value: 'b' },
      { key: 'weight_gt', field: 'weight', op: 'gt', value: '4' },
      { key: 'on_equal', field: 'on', op: 'equal', value: 'true' },
    ]);
  });

  it('reads a query given as entries (URLSearchParams, a Map) like a record', () => {
    const record = { paramName: 'a', size: '10', createTime_dategt: '2024-01-01' };
    const expected = filterConditions(record);
    expect(expected).toHaveLength(2);
    // The mocks pass the request's URLSearchParams (a DOM type, outside this package's lib).
    const { URLSearchParams } = globalThis as unknown as {
      URLSearchParams: new (init: Record<string, string>) => Iterable<[string, string]>;
    };
    expect(filterConditions(new URLSearchParams(record))).toEqual(expected);
    expect(filterConditions(new Map(Object.entries(record)))).toEqual(expected);
  });
});

describe('conditionPredicate: bad input filters nothing in', () => {
  const rows = [
    { id: '1', weight: 5, createTime: '2024-02-01 10:00:00' },
    { id: '2', weight: 3, createTime: 'not a date' },
    { id: '3', createTime: new Date(2024, 1, 3, 8, 0, 0) },
  ];
  const ids = (query: Record<string, unknown>) => filterRows(rows, query).map((row) => row.id);

  it('matches no row when a bound is not a number or not a date', () => {
    expect(ids({ weight_gt: 'abc' })).toEqual([]);
    expect(ids({ weight_lt: 'abc' })).toEqual([]);
    expect(ids({ createTime_dategt: 'yesterday' })).toEqual([]);
    expect(ids({ createTime_dateequal: '2024-13' })).toEqual([]);
  });

  it('leaves a row whose date is missing or unreadable out of every date comparison', () => {
    expect(ids({ createTime_datege: '2000-01-01' })).toEqual(['1', '3']);
    expect(ids({ createTime_datele: '2100-01-01' })).toEqual(['1', '3']);
  });

  it('compares Date values of rows as times', () => {
    expect(ids({ createTime_dateequal: '2024-02-03' })).toEqual(['3']);
    expect(ids({ createTime_dategt: '2024-02-02 00:00:00' })).toEqual(['3']);
  });

  it('reads a bare day as [that day 00:00, the next day 00:00) and a full time as that instant', () => {
    const days = [
      { id: 'start', at: '2024-02-02 00:00:00' },
      { id: 'end', at: '2024-02-02 23:59:59' },
      { id: 'next', at: '2024-02-03 00:00:00' },
    ];
    const on = (value: string) => filterRows(days, { at_dateequal: value }).map((row) => row.id);
    expect(on('2024-02-02')).toEqual(['start', 'end']);
    expect(on('2024-2-2')).toEqual(['start', 'end']);
    expect(on('2024-02-02 23:59:59')).toEqual(['end']);
    expect(isBareDay(' 2024-02-02 ')).toBe(true);
    expect(isBareDay('2024-02-02 00:00')).toBe(false);
  });

  it("matches a typed % or _ as itself, as the server's escaped LIKE does", () => {
    const names = [
      { id: '1', name: '100% sure' },
      { id: '2', name: 'a_b' },
      { id: '3', name: 'ab' },
    ];
    const like = (value: string) => filterRows(names, { name: value }).map((row) => row.id);
    expect(like('%')).toEqual(['1']);
    expect(like('_')).toEqual(['2']);
  });

  it('compares equal exactly (case and whole value), and LIKE on numbers as text (blade-api.md §3)', () => {
    const names = [
      { id: '1', name: 'Beta', weight: 15 },
      { id: '2', name: 'beta', weight: 5 },
    ];
    const match = (query: Record<string, unknown>) => filterRows(names, query).map((row) => row.id);
    expect(match({ name_equal: 'beta' })).toEqual(['2']);
    expect(match({ name_equal: 'bet' })).toEqual([]);
    expect(match({ name_notequal: 'beta' })).toEqual(['1']);
    expect(match({ weight: '5' })).toEqual(['1', '2']);
    expect(match({ weight_equal: '5' })).toEqual(['2']);
  });

  it("reads a parsed condition's snake_case field as the row's camelCase property", () => {
    const matches = conditionPredicate({ key: 'param_key', field: 'param_key', op: 'equal', value: 'k' });
    expect(matches({ paramKey: 'k' })).toBe(true);
    expect(matches({ paramKey: 'other' })).toBe(false);
  });
});

describe('filterRows', () => {
  const rows = [
    { id: '1', paramName: 'Alpha', secret: 'x' },
    { id: '2', paramName: 'beta', secret: 'y' },
  ];

  it('returns a copy of the rows when nothing filters', () => {
    const all = filterRows(rows, { current: '1', name: '' });
    expect(all).toEqual(rows);
    expect(all).not.toBe(rows);
  });

  it("obeys the allow-list in either spelling of a field, and the caller's reserved keys", () => {
    const fields = new Set(['paramName']);
    expect(filterRows(rows, { param_name: 'beta' }, { fields }).map((row) => row.id)).toEqual(['2']);
    expect(filterRows(rows, { secret: 'x' }, { fields })).toHaveLength(2);
    expect(filterRows(rows, { paramName: 'beta' }, { reserved: ['paramName'] })).toHaveLength(2);
  });
});

/** Kinds whose LIKE is searched with a part of the value in other letter case. */
const TEXT_KINDS: ReadonlySet<FieldDef['kind']> = new Set(['text', 'longText', 'html', 'url']);

/** Two distinct values of a field's kind: the first is looked for, the second must not match it. */
function twoValues(field: FieldDef): [unknown, unknown] {
  switch (field.kind) {
    case 'integer':
      return [3, 4];
    case 'decimal':
      return [3.5, 4.25];
    case 'id':
      return ['1123598813738675201', '1123598813738675202'];
    case 'idList':
      return ['11,12', '13'];
    case 'datetime':
      return ['2024-05-06 07:08:09', '2023-01-01 00:00:00'];
    default:
      return ['Alpha-42', 'Omega-17'];
  }
}

describe("every definition's search styles (define.ts SearchStyle)", () => {
  it('finds the row each searchable field of every resource is searched for, and only that row', () => {
    let checked = 0;
    for (const resource of RESOURCES) {
      for (const [name, field] of Object.entries(resource.fields)) {
        if (!field.search) continue;
        checked += 1;
        const where = `${resource.name}.${name} (${field.search})`;
        expect(filterFields(resource), where).toContain(name);
        const [wanted, other] = twoValues(field);
        const rows = [
          { id: 'wanted', [name]: wanted },
          { id: 'other', [name]: other },
          { id: 'empty', [name]: null },
        ];
        // like: `field=v` → LIKE %v%; equal: `field_equal=v`; range: `field_dategt` / `field_datelt`.
        const query: Record<string, string> =
          field.search === 'like'
            ? {
                [name]: TEXT_KINDS.has(field.kind)
                  ? String(wanted).slice(1, -1).toUpperCase()
                  : String(wanted),
              }
            : field.search === 'equal'
              ? { [`${name}_equal`]: String(wanted) }
              : { [`${name}_dategt`]: '2024-05-06 00:00:00', [`${name}_datelt`]: '2024-05-07 00:00:00' };
        for (const key of Object.keys(query)) expect(parseFilterKey(key).field, where).toBe(name);
        expect(
          filterRows(rows, query).map((row) => row.id),
          where,
        ).toEqual(['wanted']);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('offers a date range only on a date field', () => {
    for (const resource of RESOURCES) {
      for (const [name, field] of Object.entries(resource.fields)) {
        if (field.search === 'range') expect(field.kind, `${resource.name}.${name}`).toBe('datetime');
      }
    }
  });
});

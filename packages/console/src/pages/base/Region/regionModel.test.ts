import { describe, expect, it } from 'vitest';
import { byField, requiredMax } from '../../../test/columns';
import {
  checkRegionCode,
  markExpandable,
  regionColumns,
  regionFilters,
  regionPage,
  toRegionPayload,
} from './regionModel';

describe('region page (blade-api.md §6.1 "Region")', () => {
  it('browses from root 00 unless code or name is searched', () => {
    expect(regionFilters({ current: 1, size: 10 })).toEqual({});
    expect(regionFilters({ current: 1, size: 10, name: ' 南京 ', code: '' })).toEqual({ name: '南京' });
  });

  it('a lazy list answer is one page', () => {
    expect(regionPage([{ code: '32', parentCode: '00', name: '江苏省' }])).toMatchObject({
      total: 1,
      pages: 1,
    });
    expect(regionPage(null)).toMatchObject({ records: [], total: 0 });
  });

  it('search results above village level can be opened', () => {
    const rows = markExpandable([
      { code: '32', parentCode: '00', name: '江苏省', level: 1 },
      { code: '320102001001', parentCode: '320102001', name: '村', level: 5 },
      { code: '3201', parentCode: '32', name: '南京市', level: 2, hasChildren: false },
    ]);
    expect(rows.map((r) => r.hasChildren)).toEqual([true, false, false]);
  });

  it("a child's code continues its parent's", () => {
    expect(checkRegionCode('3201', '32')).toBeUndefined();
    expect(checkRegionCode('3301', '32')).toBe('console:region.rules.codePrefix');
    expect(checkRegionCode('32', '32')).toBe('console:region.rules.codePrefix');
    expect(checkRegionCode('99', '00')).toBeUndefined();
  });

  it('the add-child form starts under the row, code locked on edit', () => {
    const cols = regionColumns([], { code: '32', name: '江苏省' });
    expect(byField(cols, 'parentCode')).toMatchObject({
      defaultValue: '32',
      editable: { add: false, edit: false },
    });
    expect(byField(cols, 'parentName').defaultValue).toBe('江苏省');
    expect(byField(cols, 'code')).toMatchObject({ defaultValue: '32', editable: { edit: false } });
    expect(byField(regionColumns([]), 'parentCode').defaultValue).toBe('00');
    expect(byField(regionColumns([]), 'code').defaultValue).toBe('');
  });

  it("keeps its messages and code rules, with the definition's lengths", () => {
    const cols = regionColumns([]);
    expect(byField(cols, 'name').rules).toEqual(requiredMax('console:region.rules.name', 32));
    const codeRules = byField(cols, 'code').rules ?? [];
    expect(codeRules[0]).toEqual({ required: true, message: 'console:region.rules.code' });
    expect(codeRules[1]).toMatchObject({ message: 'console:region.rules.codeDigits' });
    expect(codeRules[3]).toEqual({ max: 12 });
    expect(byField(cols, 'remark').rules).toEqual([{ max: 255 }]);
    // Derived by the server and hidden in the form: only the definition's bounds (0 country … 5 village).
    expect(byField(cols, 'level').rules).toEqual([{ minValue: 0 }, { maxValue: 5 }]);
  });

  it('submits only the form fields', () => {
    expect(
      toRegionPayload({
        code: ' 3299 ',
        parentCode: '32',
        name: '测试市',
        sort: '3' as unknown as number,
        parentName: '江苏省',
        hasChildren: false,
      } as never),
    ).toEqual({ code: '3299', parentCode: '32', name: '测试市', sort: 3 });
    expect(toRegionPayload({ code: '99', name: 'x', parentCode: '' })).toMatchObject({ parentCode: '00' });
  });

  it('sends the version an edit was loaded with, even the empty one of a region never changed', () => {
    const edited = { code: '32', parentCode: '00', name: '江苏', updateTime: '2024-05-01 15:24:03' };
    expect(toRegionPayload(edited)).toMatchObject({ updateTime: '2024-05-01 15:24:03' });
    expect(toRegionPayload({ ...edited, updateTime: '' })).toMatchObject({ updateTime: '' });
    // A new region has no version: nothing to check.
    expect(toRegionPayload({ code: '99', name: 'x', parentCode: '00' })).not.toHaveProperty('updateTime');
  });
});

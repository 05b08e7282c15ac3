import { describe, expect, it } from 'vitest';
import { sayZh } from '../src/i18n';
import type { SheetRow } from '../src/services/system/region/excel';
import { planImport } from '../src/services/system/region/import';

const row = (n: number, code: string, parentCode: string): SheetRow => ({
  row: n,
  code,
  parentCode,
  name: '某区',
  level: '',
  sort: '',
  remark: '',
});

/**
 * The code checks of an import row, without a server: a blank or non-digit code and parent code,
 * and a row that names itself as its parent, each said once, the code's problem before the parent's.
 */
describe('planImport: the code and parent code of a row', () => {
  it('names each wrong code, in column order, and places no such row', () => {
    const plan = planImport(
      [row(2, '', ''), row(3, '32a', '3x'), row(4, '3201', '3201'), row(5, '320101', '3201')],
      new Map(),
      false,
    );
    const said = plan.errors.map((error) => sayZh(error));
    expect(said[0]).toBe('第 2 行：区划编号不能为空；上级区划编号不能为空（省级区划填 00）');
    expect(said[1]).toBe(
      '第 3 行：区划编号「32a」应为 1 到 12 位数字；上级区划编号「3x」应为 1 到 12 位数字',
    );
    expect(said[2]).toMatch(/^第 4 行：上级区划编号不能与区划编号相同/);
    expect(plan.inserts).toEqual([]);
  });
});

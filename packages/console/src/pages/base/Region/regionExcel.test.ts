import { describe, expect, it } from 'vitest';
import {
  type CascadeStep,
  checkImportFile,
  chooseAt,
  chosenRegions,
  emptyCascade,
  IMPORT_MAX_BYTES,
  withOptions,
} from './regionExcel';

const region = (code: string, name: string, parentCode: string) => ({ code, name, parentCode });

describe('region import file check', () => {
  it('takes .xlsx files up to the server limit', () => {
    expect(checkImportFile({ name: '区划.XLSX', size: 1000 })).toBeUndefined();
    expect(checkImportFile({ name: '区划.xls', size: 1000 })).toBe('wrongType');
    expect(checkImportFile({ name: '区划.csv', size: 1000 })).toBe('wrongType');
    expect(checkImportFile({ name: '区划.xlsx', size: IMPORT_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});

describe('region debug cascade', () => {
  const provinces = [region('11', '北京市', '00'), region('32', '江苏省', '00')];
  const jiangsu = [region('3201', '南京市', '32'), region('3202', '无锡市', '32')];

  it('starts with five empty levels', () => {
    expect(emptyCascade()).toHaveLength(5);
    expect(emptyCascade().every((s) => s.options === null && s.value === null)).toBe(true);
  });

  it('choosing a level clears the levels below and waits for the next one', () => {
    let steps: CascadeStep[] = withOptions(emptyCascade(), 0, '00', provinces);
    steps = chooseAt(steps, 0, '32');
    steps = withOptions(steps, 1, '32', jiangsu);
    steps = chooseAt(steps, 1, '3201');
    expect(chosenRegions(steps).map((c) => [c.level, c.region.name])).toEqual([
      ['province', '江苏省'],
      ['city', '南京市'],
    ]);

    steps = chooseAt(steps, 0, '11');
    expect(steps[1]).toEqual({ options: null, value: null });
    expect(chosenRegions(steps).map((c) => c.region.code)).toEqual(['11']);
  });

  it('ignores options that arrive for a level whose parent changed meanwhile', () => {
    let steps = chooseAt(withOptions(emptyCascade(), 0, '00', provinces), 0, '11');
    steps = withOptions(steps, 1, '32', jiangsu); // the answer for Jiangsu, too late
    expect(steps[1]?.options).toBeNull();
  });
});

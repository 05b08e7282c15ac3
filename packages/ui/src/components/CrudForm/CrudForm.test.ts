import { describe, expect, it } from 'vitest';
import { paramColumns } from '../CrudTable/fixtures/data';
import { initialFormValues } from './CrudForm';
import { checkUploadFile } from './controls';
import { buildValidate } from './rules';

const t = (key: string, options?: Record<string, unknown>) => `${key}:${JSON.stringify(options ?? {})}`;

describe('rules', () => {
  it('uses the column message for required fields (SPEC §5)', async () => {
    const validate = buildValidate(paramColumns[0]!, '参数名称', t);
    expect(await validate('', {})).toBe('请输入参数名称');
    expect(await validate('  ', {})).toBe('请输入参数名称');
    expect(await validate('x', {})).toBe(true);
  });

  it('falls back to a translated message and checks pattern, length and validators in order', async () => {
    const validate = buildValidate(
      {
        field: 'code',
        label: 'code',
        rules: [
          { required: true },
          { pattern: /^[a-z]+$/ },
          { max: 3 },
          { validator: (v) => v !== 'abc' || 'taken' },
        ],
      },
      '编号',
      t,
    );
    expect(await validate('', {})).toBe('crud.pleaseEnter:{"label":"编号"}');
    expect(await validate('A', {})).toBe('crud.invalid:{"label":"编号"}');
    expect(await validate('abcd', {})).toBe('crud.tooLong:{"label":"编号","max":3}');
    expect(await validate('abc', {})).toBe('taken');
    expect(await validate('ab', {})).toBe(true);
  });

  it('says "select" for chosen fields and treats numbers as not empty', async () => {
    const validate = buildValidate(
      { field: 's', label: 's', type: 'dictionary', rules: [{ required: true }] },
      '封存',
      t,
    );
    expect(await validate('', {})).toBe('crud.pleaseSelect:{"label":"封存"}');
    expect(await validate(0, {})).toBe(true);
    expect(await validate([], {})).toBe('crud.pleaseSelect:{"label":"封存"}');
  });
});

describe('form values', () => {
  it('starts add from defaults and splits multi values into lists', () => {
    const columns = [
      { field: 'isSealed', label: 's', defaultValue: 0 },
      { field: 'menuId', label: 'm', type: 'tree' as const, multiple: true },
    ];
    expect(initialFormValues(columns, 'add')).toEqual({ isSealed: 0, menuId: [] });
    expect(initialFormValues(columns, 'edit', { id: '1', isSealed: 1, menuId: '1,2' } as never)).toEqual({
      id: '1',
      isSealed: 1,
      menuId: ['1', '2'],
    });
  });
});

describe('upload rules', () => {
  it('accepts jpg/png up to the size limit', () => {
    const rules = { accept: ['image/jpeg', 'image/png'], maxSizeKb: 500 };
    expect(checkUploadFile(new File(['x'], 'a.png', { type: 'image/png' }), rules, t)).toBeNull();
    expect(checkUploadFile(new File(['x'], 'a.gif', { type: 'image/gif' }), rules, t)).toContain('badType');
    const big = new File([new Uint8Array(501 * 1024)], 'a.jpg', { type: 'image/jpeg' });
    expect(checkUploadFile(big, rules, t)).toContain('tooLarge');
    expect(checkUploadFile(new File(['x'], 'A.PDF'), { accept: ['.pdf'] }, t)).toBeNull();
  });
});

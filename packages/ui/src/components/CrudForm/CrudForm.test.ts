import { describe, expect, it } from 'vitest';
import { paramColumns } from '../CrudTable/fixtures/data';
import { checkFile } from '../Upload/fileRules';
import { initialFormValues, toWire } from './formValues';
import { placeholderOf } from './placeholder';
import { buildValidate, isRequired } from './rules';
import { describeTypes, uploadFileRules } from './UploadControl';

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

  it('says "select" for a text field the page\'s own control chooses (a region picker)', async () => {
    const region = { field: 'pickupRegion', label: 'r', rules: [{ required: true }] };
    expect(await buildValidate(region, '发货地区', t)('', {})).toBe('crud.pleaseEnter:{"label":"发货地区"}');
    expect(placeholderOf(region, '发货地区', t, String)).toBe('crud.pleaseEnter:{"label":"发货地区"}');
    const picked = { ...region, chosen: true };
    expect(await buildValidate(picked, '发货地区', t)('', {})).toBe('crud.pleaseSelect:{"label":"发货地区"}');
    expect(placeholderOf(picked, '发货地区', t, String)).toBe('crud.pleaseSelect:{"label":"发货地区"}');
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

describe("a rule required only on add (a client's write-only secret)", () => {
  const column = { field: 'clientSecret', label: 'k', rules: [{ required: 'add' as const }] };

  it('is marked and checked when adding, neither when editing', async () => {
    expect(isRequired(column, 'add')).toBe(true);
    expect(isRequired(column, 'edit')).toBe(false);
    expect(await buildValidate(column, '密钥', t, undefined, 'add')('', {})).toBe(
      'crud.pleaseEnter:{"label":"密钥"}',
    );
    expect(await buildValidate(column, '密钥', t, undefined, 'edit')('', {})).toBe(true);
  });
});

describe('a record the wire sent with -1 for "no number" (issue 36: an order could not be edited)', () => {
  it('starts an edit with that number or dictionary field empty, other fields as they are', () => {
    const columns = [
      { field: 'volume', label: 'v', type: 'number' as const },
      { field: 'sex', label: 's', type: 'dictionary' as const },
      { field: 'code', label: 'c' },
    ];
    expect(initialFormValues(columns, 'edit', { volume: -1, sex: -1, code: '-1' } as never)).toEqual({
      volume: '',
      sex: '',
      code: '-1',
    });
    expect(initialFormValues(columns, 'edit', { volume: 2.5, sex: 1 } as never)).toMatchObject({
      volume: 2.5,
      sex: 1,
    });
  });

  it('starts a select empty when -1 is not one of its options (a user with no gender), else keeps it', () => {
    const options = [
      { label: '男', value: 1 },
      { label: '女', value: 2 },
    ];
    const columns = [
      { field: 'sex', label: 's', type: 'select' as const, options },
      { field: 'scope', label: 'c', type: 'select' as const, options: [{ label: '全部', value: '-1' }] },
    ];
    expect(initialFormValues(columns, 'edit', { sex: -1, scope: -1 } as never)).toEqual({
      sex: '',
      scope: -1,
    });
  });

  it("keeps -1 where the rules allow it: a tenant's account limit of -1 means unlimited", () => {
    const columns = [
      { field: 'accountNumber', label: 'a', type: 'number' as const, rules: [{ minValue: -1 }] },
    ];
    expect(initialFormValues(columns, 'edit', { accountNumber: -1 } as never)).toEqual({ accountNumber: -1 });
  });
});

describe('what a save sends (issue 36: a new user could not be saved)', () => {
  const columns = [
    { field: 'account', label: 'a' },
    { field: 'sex', label: 's', type: 'dictionary' as const },
    { field: 'birthday', label: 'b', type: 'datetime' as const },
    { field: 'roleId', label: 'r', type: 'tree' as const, multiple: true },
  ];

  it('leaves an empty optional field out of a new record, never sends ""', () => {
    const sent = toWire(columns, { account: 'lee', sex: '', birthday: '', roleId: ['1', '2'] }, 'add');
    expect(sent).toEqual({ account: 'lee', roleId: '1,2' });
  });

  it('clears an emptied field of an edit with null, and keeps 0 and false as values', () => {
    const sent = toWire(columns, { id: '9', account: 'lee', sex: 0, birthday: '', roleId: [] }, 'edit');
    expect(sent).toEqual({ id: '9', account: 'lee', sex: 0, birthday: null, roleId: null });
  });
});

describe('upload rules (column config → the shared Upload check)', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('jpg/png up to 500 KB (SPEC §5 avatar)', () => {
    const rules = uploadFileRules({ accept: ['image/jpeg', 'image/png'], maxSizeKb: 500 });
    expect(rules).toEqual({
      types: ['image/jpeg', 'image/png'],
      extensions: ['.jpg', '.jpeg', '.png'],
      maxSize: 500 * 1024,
    });
    expect(checkFile(file('a.png', 'image/png'), rules)).toEqual({ ok: true });
    expect(checkFile(file('A.JPG', 'image/jpeg', 500 * 1024), rules)).toEqual({ ok: true });
    expect(checkFile(file('a.gif', 'image/gif'), rules)).toEqual({ ok: false, reason: 'type' });
    // A renamed file: the extension says png, the browser says gif.
    expect(checkFile(file('a.png', 'image/gif'), rules)).toEqual({ ok: false, reason: 'type' });
    expect(checkFile(file('a.jpg', 'image/jpeg', 501 * 1024), rules)).toEqual({ ok: false, reason: 'size' });
  });

  it('extensions, mixed lists and wildcards match any entry', () => {
    const pdf = uploadFileRules({ accept: ['.PDF'] });
    expect(checkFile(file('A.PDF', ''), pdf)).toEqual({ ok: true });
    expect(checkFile(file('a.exe', 'application/x-msdownload'), pdf)).toEqual({ ok: false, reason: 'type' });
    const mixed = uploadFileRules({ accept: ['image/png', '.pdf'] });
    expect(checkFile(file('a.pdf', 'application/pdf'), mixed)).toEqual({ ok: true });
    expect(checkFile(file('a.png', 'image/png'), mixed)).toEqual({ ok: true });
    expect(checkFile(file('a.gif', 'image/gif'), mixed)).toEqual({ ok: false, reason: 'type' });
    const images = uploadFileRules({ accept: ['image/*'] });
    expect(checkFile(file('a.webp', 'image/webp'), images)).toEqual({ ok: true });
    expect(checkFile(file('a.txt', 'text/plain'), images)).toEqual({ ok: false, reason: 'type' });
    const zip = uploadFileRules({ accept: ['application/zip'] });
    expect(checkFile(file('a.zip', 'application/zip'), zip)).toEqual({ ok: true });
    expect(checkFile(file('a.rar', 'application/x-rar'), zip)).toEqual({ ok: false, reason: 'type' });
  });

  it('no accept and no size: any file', () => {
    const rules = uploadFileRules(undefined);
    expect(checkFile(file('a.bin', 'application/octet-stream', 50 * 1024 * 1024), rules)).toEqual({
      ok: true,
    });
  });

  it('names the types for hints and messages', () => {
    expect(describeTypes(['image/jpeg', 'image/png'])).toBe('jpeg/png');
    expect(describeTypes(['.pdf', '.docx'])).toBe('pdf/docx');
  });
});

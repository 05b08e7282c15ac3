import { describe, expect, it } from 'vitest';
import { withOverrides } from '../../crud/columnOverrides';
import { attachColumns } from './Attach/columns';
import { ossColumns } from './Oss/columns';
import { smsColumns } from './Sms/columns';

describe('OSS, SMS and attachment columns: the definitions plus what the pages add', () => {
  it('keeps the code required in the page words, the provider select, the masked secret and the status', () => {
    for (const [columns, code] of [
      [ossColumns, 'ossCode'],
      [smsColumns, 'smsCode'],
    ] as const) {
      const byField = new Map(columns.map((column) => [column.field, column]));
      expect(byField.get(code)).toMatchObject({
        label: `console:resources.${code === 'ossCode' ? 'oss' : 'sms'}.fields.${code}`,
        searchable: true,
        rules: [{ required: true, message: 'console:resource.rules.code' }, { max: 32 }],
      });
      expect(byField.get('category')).toMatchObject({ type: 'select', defaultValue: 1, searchable: true });
      expect(byField.get('category')?.options).toHaveLength(4);
      expect(byField.get('secretKey')).toMatchObject({
        type: 'password',
        rules: [{ required: true }, { max: 255 }],
        hide: { table: true, view: true },
      });
      expect(columns.at(-1)).toMatchObject({ field: 'statusName', hide: { form: true } });
    }
    expect(ossColumns.map((column) => column.field)).toEqual([
      'ossCode',
      'category',
      'endpoint',
      'bucketName',
      'accessKey',
      'secretKey',
      'appId',
      'region',
      'remark',
      'statusName',
    ]);
  });

  it('renders attachment links and sizes, and lists them by creation time', () => {
    const link = attachColumns.find((column) => column.field === 'link');
    const size = attachColumns.find((column) => column.field === 'attachSize');
    const row = { link: '', name: 'a.png', originalName: 'a.png' };
    expect(link?.render?.('', row)).toBeNull();
    expect(size?.render?.(2048, row)).toBe('2 KB');
    expect(attachColumns.at(-1)).toMatchObject({ field: 'createTime', searchable: { range: true } });
  });

  it('refuses to override a column the definition does not have', () => {
    expect(() => withOverrides([{ field: 'a', label: 'a' }], { b: { width: 1 } })).toThrow(/no column "b"/);
  });
});

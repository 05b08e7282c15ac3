import { describe, expect, it } from 'vitest';
import { definitionStrings } from '../../../i18n/fromDefinitions';
import { en } from '../../../i18n/shell/en';
import { zh } from '../../../i18n/shell/zh';
import { pageRegistry } from '../../registry';
import { datasourceColumns } from './Datasource';

const byField = (field: string) => datasourceColumns.find((c) => c.field === field)!;

describe('data source page (/tool/datasource)', () => {
  it('is the page of the seeded menu path', () => {
    expect(pageRegistry['/tool/datasource']).toBeTypeOf('function');
  });

  it('shows name, driver class, url, user name and remark; the password only on the form, masked', () => {
    const shown = datasourceColumns.filter((c) => !c.hide?.table).map((c) => c.field);
    expect(shown).toEqual(['name', 'driverClass', 'url', 'username', 'remark']);
    expect(byField('password')).toMatchObject({ type: 'password', hide: { table: true } });
    // Optional: only the column's length applies.
    expect(byField('password').rules).toEqual([{ max: 50 }]);
  });

  it('requires what the server requires, with messages in both languages, and says the lengths', () => {
    const max = { name: 100, driverClass: 100, url: 500, username: 50 };
    for (const field of ['name', 'driverClass', 'url', 'username'] as const) {
      expect(byField(field).rules).toEqual([
        { required: true, message: `console:datasource.rules.${field}` },
        { max: max[field] },
      ]);
      expect(zh.datasource.rules[field]).toMatch(/^请/);
      expect(en.datasource.rules[field]).toMatch(/^Enter /);
    }
    for (const column of datasourceColumns) {
      const key = column.label.replace('console:resources.datasource.fields.', '');
      const fields = definitionStrings('zh').resources.datasource?.fields ?? {};
      const enFields = definitionStrings('en').resources.datasource?.fields ?? {};
      expect(fields[key], column.field).toBeTruthy();
      expect(enFields[key], column.field).toBeTruthy();
    }
  });
});

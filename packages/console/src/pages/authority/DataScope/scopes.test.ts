import { DATA_SCOPE_TYPES, DATA_SCOPE_USER_VALUES } from '@blade-console/blade-schema';
import { describe, expect, it } from 'vitest';
import { definitionStrings } from '../../../i18n/fromDefinitions';
import { en } from '../../../i18n/shell/en';
import { zh } from '../../../i18n/shell/zh';
import { byField, requiredMax } from '../../../test/columns';
import {
  apiScopeColumns,
  checkScopePath,
  checkScopeValue,
  dataScopeCodes,
  dataScopeColumns,
  dataScopeTypes,
  dataScopeUserValues,
  scopeActions,
} from './scopes';

const src = {
  menus: [{ value: '1', title: '系统管理' }],
  types: [{ label: '全部可见', value: 1 }],
  menuId: '1',
};

describe('scope pages (blade-api.md §6.1)', () => {
  it('allow changes only with the seed setting button', () => {
    expect(scopeActions({ data_scope_setting: true }, 'data_scope_setting')).toEqual({
      add: true,
      edit: true,
      delete: true,
      view: true,
    });
    expect(scopeActions({}, 'api_scope_setting')).toMatchObject({ add: false, edit: false, delete: false });
    expect(scopeActions(undefined, 'api_scope_setting').view).toBe(true);
  });

  it('data scopes: the columns of §6.1, new rows under the chosen menu', () => {
    const cols = dataScopeColumns(src);
    expect(cols.map((c) => c.field)).toEqual([
      'menuId',
      'scopeName',
      'resourceCode',
      'scopeColumn',
      'scopeType',
      'scopeField',
      'scopeClass',
      'scopeValue',
      'remark',
    ]);
    expect(byField(cols, 'menuId')).toMatchObject({ type: 'tree', defaultValue: '1' });
    expect(byField(cols, 'scopeType')).toMatchObject({ type: 'select', options: src.types, defaultValue: 1 });
    expect(dataScopeColumns({ ...src, menuId: null })[0]?.defaultValue).toBeUndefined();
    // The definition's lengths now show at the field, beside the page's own required messages.
    expect(byField(cols, 'scopeName').rules).toEqual(requiredMax('console:dataScope.rules.scopeName', 255));
    expect(byField(cols, 'scopeValue').rules?.[0]).toEqual({ max: 2000 });
    expect(byField(cols, 'scopeClass')).toMatchObject({ span: 24, hide: { table: true } });
    expect(byField(cols, 'scopeType').searchable).toBeUndefined();
    expect(byField(cols, 'scopeName').label).toBe('console:resources.dataScope.fields.scopeName');
  });

  it('a custom data scope (type 5) needs one of the user values the server knows, never SQL', () => {
    expect(checkScopeValue('', { scopeType: 5 })).toBe('console:dataScope.rules.scopeValue');
    expect(checkScopeValue('  ', { scopeType: '5' })).toBe('console:dataScope.rules.scopeValue');
    expect(checkScopeValue('create_dept in (1,2)', { scopeType: 5 })).toBe(
      'console:dataScope.rules.scopeValue',
    );
    expect(checkScopeValue('userId', { scopeType: 5 })).toBeUndefined();
    expect(checkScopeValue('', { scopeType: 1 })).toBeUndefined();
  });

  it('offers exactly the scope types and user values the server applies, labelled from i18n', () => {
    const t = (key: string) => `t:${key}`;
    expect(dataScopeTypes(t)).toEqual([
      { value: 1, label: 't:dicts.data_scope_type.1' },
      { value: 2, label: 't:dicts.data_scope_type.2' },
      { value: 3, label: 't:dicts.data_scope_type.3' },
      { value: 4, label: 't:dicts.data_scope_type.4' },
      { value: 5, label: 't:dicts.data_scope_type.5' },
    ]);
    expect(dataScopeTypes(t).map((o) => o.value)).toEqual(Object.values(DATA_SCOPE_TYPES));
    const values = dataScopeUserValues(t);
    expect(values.map((o) => o.value)).toEqual([...DATA_SCOPE_USER_VALUES]);
    expect(byField(dataScopeColumns(src, { userValues: values }), 'scopeValue')).toMatchObject({
      type: 'select',
      options: values,
    });
    expect(dataScopeCodes().split(', ')).toEqual(expect.arrayContaining(['notice', 'carousel']));
    expect(byField(dataScopeColumns(src, { resourceCodeHint: 'h' }), 'resourceCode').hint).toBe('h');
    // Every label exists in both languages.
    for (const [lang, dict] of [
      ['zh', { ...zh, ...definitionStrings('zh') }],
      ['en', { ...en, ...definitionStrings('en') }],
    ] as const) {
      for (const option of [...dataScopeTypes((k) => k), ...dataScopeUserValues((k) => k)]) {
        const text = option.label
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], dict);
        expect(typeof text, `${lang} ${option.label}`).toBe('string');
      }
    }
  });

  it('api scopes: path required and rooted at /', () => {
    const cols = apiScopeColumns(src);
    expect(cols.map((c) => c.field)).toEqual([
      'menuId',
      'scopeName',
      'resourceCode',
      'scopePath',
      'scopeType',
      'remark',
    ]);
    expect(byField(cols, 'scopePath').rules?.[0]).toEqual({
      required: true,
      message: 'console:apiScope.rules.scopePath',
    });
    expect(checkScopePath('blade-system/**')).toBe('console:apiScope.rules.scopePathSlash');
    expect(checkScopePath('/blade-system/**')).toBeUndefined();
    expect(checkScopePath('')).toBeUndefined();
  });
});

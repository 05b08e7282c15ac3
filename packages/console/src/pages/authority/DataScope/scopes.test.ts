import { describe, expect, it } from 'vitest';
import { byField, requiredMax } from '../../../test/columns';
import { apiScopeColumns, checkScopePath, checkScopeValue, dataScopeColumns, scopeActions } from './scopes';

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

  it('a custom data scope (type 5) needs its rule value', () => {
    expect(checkScopeValue('', 5)).toBe('console:dataScope.rules.scopeValue');
    expect(checkScopeValue('  ', '5')).toBe('console:dataScope.rules.scopeValue');
    expect(checkScopeValue('create_dept = 1', 5)).toBeUndefined();
    expect(checkScopeValue('', 1)).toBeUndefined();
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

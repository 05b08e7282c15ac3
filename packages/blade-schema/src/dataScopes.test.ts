import { describe, expect, it } from 'vitest';
import {
  DATA_SCOPE_TYPE_NAMES,
  DATA_SCOPE_TYPES,
  DATA_SCOPE_USER_VALUES,
  dataScopeRuleError as ruleMessage,
} from './dataScopes';
import { validationMessages } from './translate';

/** The refusal as a reader of Chinese gets it (the default language). */
const dataScopeRuleError = (...args: Parameters<typeof ruleMessage>) => {
  const said = ruleMessage(...args);
  return said && validationMessages.translate('zh', said);
};

const custom = DATA_SCOPE_TYPES.custom;

describe('data-scope rules (SPEC §1 数据权限)', () => {
  it('numbers the types 1 to 5 and names each', () => {
    expect(Object.values(DATA_SCOPE_TYPES).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(Object.keys(DATA_SCOPE_TYPE_NAMES).sort()).toEqual(Object.keys(DATA_SCOPE_TYPES).sort());
  });

  it('accepts every type but custom without a column or value, and no type as "all"', () => {
    for (const type of Object.values(DATA_SCOPE_TYPES)) {
      if (type !== custom) expect(dataScopeRuleError({ scopeType: type }), String(type)).toBeUndefined();
    }
    expect(dataScopeRuleError({})).toBeUndefined();
    expect(dataScopeRuleError({ scopeType: '2' })).toBeUndefined();
  });

  it('refuses a type it does not apply, saying what it got', () => {
    for (const bad of [0, 6, 'x', 2.5]) {
      expect(dataScopeRuleError({ scopeType: bad }), String(bad)).toBe(
        `规则类型应为 1 至 5（全部、本人、本部门、本部门及以下、自定义），收到 ${String(bad)}`,
      );
    }
  });

  it('wants a custom rule to name one column, never SQL', () => {
    for (const blank of [undefined, null, '', '  ']) {
      expect(dataScopeRuleError({ scopeType: custom, scopeColumn: blank, scopeValue: 'userId' })).toBe(
        '自定义规则需要权限字段，例如 create_user',
      );
    }
    for (const bad of ['create_user = 1', 'a;drop table x', '1abc', 'a.b']) {
      expect(dataScopeRuleError({ scopeType: custom, scopeColumn: bad, scopeValue: 'userId' }), bad).toBe(
        `权限字段应为一个列名（字母、数字、下划线），收到 "${bad}"`,
      );
    }
  });

  it("checks the column against the resource's own when it is known", () => {
    const rule = { scopeType: custom, scopeColumn: 'owner_id', scopeValue: 'userId' };
    expect(dataScopeRuleError(rule, (column) => column === 'owner_id')).toBeUndefined();
    expect(dataScopeRuleError(rule, () => false)).toBe(
      '该资源没有列 "owner_id"，请填写它的列名，例如 create_user',
    );
  });

  it("compares a custom rule's column only with one of the user's own values", () => {
    for (const value of DATA_SCOPE_USER_VALUES) {
      expect(
        dataScopeRuleError({ scopeType: custom, scopeColumn: 'create_user', scopeValue: ` ${value} ` }),
        value,
      ).toBeUndefined();
    }
    for (const bad of ['', 'select 1', 'password', 'USERID']) {
      expect(
        dataScopeRuleError({ scopeType: custom, scopeColumn: 'create_user', scopeValue: bad }),
        bad,
      ).toBe(`自定义规则的规则值应为当前用户的一项：${DATA_SCOPE_USER_VALUES.join('、')}，收到 "${bad}"`);
    }
  });

  it('refuses in English for a reader of English', () => {
    const said = ruleMessage({ scopeType: custom, scopeColumn: 'create_user', scopeValue: 'nobody' });
    expect(said && validationMessages.translate('en', said)).toBe(
      `A custom rule compares with one value of the current user: ${DATA_SCOPE_USER_VALUES.join(', ')}, not "nobody"`,
    );
  });
});

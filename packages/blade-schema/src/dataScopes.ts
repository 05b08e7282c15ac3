/**
 * Data scopes (SPEC §1 数据权限; BladeX's `DataScopeEnum`): rules in `blade_scope_data`, keyed by a
 * resource code, granted to roles, that narrow which rows of a scoped resource a user's lists and
 * details show. The server applies exactly these types and the console offers exactly these, so
 * both read them from here.
 */
import { type Message, message } from './messages/message';

/** `scope_type` values (dictionary `data_scope_type`). */
export const DATA_SCOPE_TYPES = {
  /** 全部可见: no restriction. */
  all: 1,
  /** 本人可见: rows whose owner column is the user. */
  own: 2,
  /** 所在机构可见: rows whose dept column is one of the user's departments. */
  ownDept: 3,
  /** 所在机构及子级可见: … or a department below them. */
  ownDeptAndBelow: 4,
  /** 自定义: rows whose `scope_column` equals one of the user's values named by `scope_value`. */
  custom: 5,
} as const;
export type DataScopeType = keyof typeof DATA_SCOPE_TYPES;

/** The seeded names of the types (the `data_scope_type` dictionary). */
export const DATA_SCOPE_TYPE_NAMES: Readonly<Record<DataScopeType, string>> = {
  all: '全部可见',
  own: '本人可见',
  ownDept: '所在机构可见',
  ownDeptAndBelow: '所在机构及子级可见',
  custom: '自定义',
};

/** The types' names in English (the dictionary's English, which the console shows). */
export const DATA_SCOPE_TYPE_EN: Readonly<Record<DataScopeType, string>> = {
  all: 'Everything',
  own: 'Own records',
  ownDept: 'Own department',
  ownDeptAndBelow: 'Own department and below',
  custom: 'Custom rule',
};

/**
 * What a custom rule compares its column with: one value of the signed-in user, never SQL text
 * (BladeX evaluates a SQL template from the database; here the rule names a column and a value).
 * Role, dept and post hold several ids: the column matches any of them.
 */
export const DATA_SCOPE_USER_VALUES = [
  'userId',
  'deptId',
  'roleId',
  'postId',
  'account',
  'tenantId',
] as const;
export type DataScopeUserValue = (typeof DATA_SCOPE_USER_VALUES)[number];

/**
 * A resource's opt-in to data scopes: the rules whose `resource_code` is `code` (default: the
 * resource's name) apply to its lists and details; `owner` and `dept` name the fields that say who
 * created a row and in which department (`createUser`, `createDept`).
 */
export interface DataScopeColumns {
  readonly code?: string;
  readonly owner: string;
  readonly dept: string;
}

/** The audit columns that say who owns a row: what most resources declare. */
export const AUDIT_DATA_SCOPE: DataScopeColumns = { owner: 'createUser', dept: 'createDept' };

/** A rule as the scope form and `data-scope/submit` carry it. */
export interface DataScopeRule {
  scopeType?: unknown;
  scopeColumn?: unknown;
  scopeValue?: unknown;
}

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * Why a rule cannot be applied, in a person's words, or undefined: an unknown type, or a custom
 * rule without its column or with a value other than {@link DATA_SCOPE_USER_VALUES}.
 * `knownColumn` (when the rule's resource is known) checks the column exists on it.
 */
export function dataScopeRuleError(
  rule: DataScopeRule,
  knownColumn?: (column: string) => boolean,
): Message | undefined {
  const type = Number(rule.scopeType ?? DATA_SCOPE_TYPES.all);
  if (!Object.values(DATA_SCOPE_TYPES).includes(type as never)) {
    return message('dataScope.type', { value: String(rule.scopeType) });
  }
  if (type !== DATA_SCOPE_TYPES.custom) return undefined;
  if (blank(rule.scopeColumn)) return message('dataScope.columnRequired');
  const column = String(rule.scopeColumn).trim();
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(column)) return message('dataScope.columnName', { column });
  if (knownColumn && !knownColumn(column)) return message('dataScope.columnUnknown', { column });
  if (!DATA_SCOPE_USER_VALUES.includes(String(rule.scopeValue ?? '').trim() as DataScopeUserValue)) {
    return message('dataScope.userValue', {
      allowed: { zh: DATA_SCOPE_USER_VALUES.join('、'), en: DATA_SCOPE_USER_VALUES.join(', ') },
      value: String(rule.scopeValue ?? ''),
    });
  }
  return undefined;
}

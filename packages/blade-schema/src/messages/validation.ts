import type { CatalogueLike } from './translator';

/**
 * The field rules' messages (validate.ts, formats.ts), shared by the server's catalogue and the
 * SDK's mocks so both refuse in the same words. `{{label}}` is the field's label in the reader's
 * language; the phone messages are SPEC §5's.
 */
export const VALIDATION_ZH = {
  validation: {
    required: '{{label}}不能为空',
    integer: '{{label}}应为整数',
    number: '{{label}}应为数字',
    decimals: '{{label}}最多两位小数',
    min: '{{label}}不能小于 {{limit}}',
    max: '{{label}}不能大于 {{limit}}',
    minLength: '{{label}}至少需要 {{limit}} 个字符',
    maxLength: '{{label}}不能超过 {{limit}} 个字符',
    id: '{{label}}应为数字编号',
    idList: '{{label}}应为逗号分隔的编号',
    datetime: '{{label}}应为日期 yyyy-MM-dd HH:mm:ss',
    format: '{{label}}格式不正确',
    /** An account: Blade lists accounts and ids as comma-separated text, and nobody types a space to sign in. */
    accountFormat: '{{label}}不能包含空格或逗号',
    /** A JSON schema's `pattern` or `format` broken (the server's edge validation). */
    pattern: '{{label}}的格式不正确',
    type: '{{label}}应为{{type}}',
    phoneEmpty: '手机号码不能为空',
    phoneLength: '手机号码长度不为11位',
    phoneFormat: '手机号码格式不正确',
    dictValue: '{{label}}的取值不正确，可选: {{options}}',
  },
  /** What a value should be, in `validation.type`. */
  valueType: {
    integer: '整数',
    number: '数字',
    string: '文本',
    boolean: '是或否',
  },
  /** A data-scope rule refused (dataScopes.ts). */
  dataScope: {
    type: '规则类型应为 1 至 5（全部、本人、本部门、本部门及以下、自定义），收到 {{value}}',
    columnRequired: '自定义规则需要权限字段，例如 create_user',
    columnName: '权限字段应为一个列名（字母、数字、下划线），收到 "{{column}}"',
    columnUnknown: '该资源没有列 "{{column}}"，请填写它的列名，例如 create_user',
    userValue: '自定义规则的规则值应为当前用户的一项：{{allowed}}，收到 "{{value}}"',
  },
  /** A stale write's 409 (versions.ts). */
  versions: {
    changedByAt: '该{{label}}已被 {{who}} 于 {{when}} 修改，请重新加载查看修改后的内容再保存',
    changedBy: '该{{label}}已被 {{who}} 修改，请重新加载查看修改后的内容再保存',
    changedAt: '该{{label}}已被他人于 {{when}} 修改，请重新加载查看修改后的内容再保存',
    changed: '该{{label}}已被他人修改，请重新加载查看修改后的内容再保存',
  },
} as const;

export const VALIDATION_EN = {
  validation: {
    required: '{{label}} is required',
    integer: '{{label}} must be a whole number',
    number: '{{label}} must be a number',
    decimals: '{{label}} can have at most two decimal places',
    min: '{{label}} must be at least {{limit}}',
    max: '{{label}} must be at most {{limit}}',
    minLength: '{{label}} must have at least {{limit}} characters',
    maxLength: '{{label}} cannot be longer than {{limit}} characters',
    id: '{{label}} must be a numeric id',
    idList: '{{label}} must be numeric ids separated by commas',
    datetime: '{{label}} must be a date as yyyy-MM-dd HH:mm:ss',
    format: '{{label}} is not in a valid format',
    accountFormat: '{{label}} cannot contain spaces or commas',
    pattern: '{{label}} is not in a valid format',
    type: '{{label}} must be {{type}}',
    phoneEmpty: 'Mobile number is required',
    phoneLength: 'Mobile number must have 11 digits',
    phoneFormat: 'Mobile number is not valid',
    dictValue: '{{label}} must be one of: {{options}}',
  },
  valueType: {
    integer: 'a whole number',
    number: 'a number',
    string: 'text',
    boolean: 'yes or no',
  },
  dataScope: {
    type: 'The rule type must be 1 to 5 (all, own, own department, own department and below, custom), not {{value}}',
    columnRequired: 'A custom rule needs the column it compares, such as create_user',
    columnName: 'The column must be one column name (letters, digits, underscores), not "{{column}}"',
    columnUnknown:
      'This resource has no column "{{column}}": enter one of its column names, such as create_user',
    userValue: 'A custom rule compares with one value of the current user: {{allowed}}, not "{{value}}"',
  },
  versions: {
    changedByAt:
      '{{who}} changed this {{label}} at {{when}}: reload it to see their changes, then save again',
    changedBy: '{{who}} changed this {{label}}: reload it to see their changes, then save again',
    changedAt:
      'Someone else changed this {{label}} at {{when}}: reload it to see the changes, then save again',
    changed: 'Someone else changed this {{label}}: reload it to see the changes, then save again',
  },
} as const satisfies CatalogueLike<typeof VALIDATION_ZH>;

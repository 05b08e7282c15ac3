import type { CatalogueLike } from './translator';

/**
 * Code generation's refusals (codegen/*.ts: a setting's names, a model's columns), shared by the
 * server's catalogue and the SDK's mocks. The names in them are what the person typed, as typed.
 */
export const CODEGEN_ZH = {
  codegen: {
    packageName: '包名「{{name}}」不合法：末段须为字母开头的字母或数字',
    tableName: '表名「{{name}}」不合法',
    tableNameBare: '表名「{{name}}」去掉前缀后不能作为资源名',
    serviceName: '服务名称「{{name}}」不合法：小写字母、数字与连字符',
    webPath: '前端路径「{{path}}」不合法：形如 /logistics/shipment',
    columnName: '列名「{{name}}」不合法',
    fieldName: '字段名「{{name}}」（列 {{column}}）不合法',
    fieldNameTwice: '字段名「{{name}}」重复',
    noFields: '数据模型没有可生成的字段',
    noModuleName: '模块名称不能为空',
    samePath:
      '代码生成配置「{{first}}」和「{{second}}」都会生成 {{path}}，不能一起生成：请分开生成，或修改其中一个的表名、表前缀或包名',
  },
} as const;

export const CODEGEN_EN = {
  codegen: {
    packageName:
      'Package name "{{name}}" is not valid: its last segment must be letters or digits, starting with a letter',
    tableName: 'Table name "{{name}}" is not valid',
    tableNameBare: 'Table name "{{name}}" cannot be used as a resource name once its prefix is removed',
    serviceName: 'Service name "{{name}}" is not valid: use lowercase letters, digits and hyphens',
    webPath: 'Front-end path "{{path}}" is not valid: it should look like /logistics/shipment',
    columnName: 'Column name "{{name}}" is not valid',
    fieldName: 'Field name "{{name}}" (column {{column}}) is not valid',
    fieldNameTwice: 'Field name "{{name}}" is used more than once',
    noFields: 'The data model has no fields to generate',
    noModuleName: 'Module name is required',
    samePath:
      'Code generation settings "{{first}}" and "{{second}}" would both generate {{path}}, so they cannot be generated together: generate them separately, or change the table name, table prefix or package name of one of them',
  },
} as const satisfies CatalogueLike<typeof CODEGEN_ZH>;

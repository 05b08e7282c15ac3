/** Messages of services/develop (the area's own words; the shared ones are in http, crud and validation). */
export const DEVELOP_ZH = {
  noModelChosen: '代码生成配置「{{name}}」没有选择数据模型',
  modelGone: '代码生成配置「{{name}}」的数据模型不存在或已被删除',
  codegenRefused: '代码生成配置「{{name}}」：{{reason}}',
  generated: '代码生成成功',
  badTableName: '表名「{{name}}」不合法：只能包含字母、数字和下划线，且不以数字开头',
  badUrl: '数据源「{{name}}」的连接地址无法解析',
  cannotConnect: '无法连接数据源「{{name}}」：{{reason}}',
  connectFailed: '连接失败',
  queryFailed: '数据源「{{name}}」查询失败：{{reason}}',
  notPostgres:
    '数据源「{{name}}」（{{driver}}）不是 PostgreSQL：目前只能读取本系统数据库和 PostgreSQL 数据源的表',
  noTable: '数据表「{{name}}」不存在',
  badComponentType: '组件类型「{{type}}」不合法：可选 {{allowed}}',
} as const;

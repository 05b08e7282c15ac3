import { defineResource, id, integer, text } from '../../define';

/**
 * Code-generation settings (blade-api.md §6.4 `blade_code`): which model (table) to generate a
 * resource for, under which service path, module folder and console route. Shared by every tenant
 * and reserved to platform administrators.
 */
export const codeResource = defineResource({
  name: 'code',
  label: '代码生成配置',
  en: 'Code generation setting',
  path: '/blade-develop/code',
  table: 'blade_code',
  ownService: true,
  tenantScoped: false,
  fields: {
    datasourceId: id({ label: '数据源', en: 'Data source' }),
    modelId: id({ label: '数据模型', en: 'Data model' }),
    serviceName: text(64, {
      label: '服务名称',
      en: 'Service',
      placeholder: { zh: '请输入服务名称', en: 'Enter a service name' },
      required: true,
      search: 'like',
    }),
    codeName: text(64, { label: '模块名称', en: 'Module name', required: true, search: 'like' }),
    tableName: text(64, {
      label: '表名',
      en: 'Table',
      placeholder: { zh: '请输入表名', en: 'Enter a table name' },
      required: true,
      search: 'like',
    }),
    tablePrefix: text(64, { label: '表前缀', en: 'Table prefix' }),
    pkName: text(32, { label: '主键名', en: 'Primary key', default: 'id' }),
    packageName: text(500, {
      label: '包名',
      en: 'Package',
      placeholder: { zh: '请输入包名', en: 'Enter a package name' },
      required: true,
    }),
    baseMode: integer({ label: '基础业务模式', en: 'Base mode', minValue: 1, maxValue: 2, default: 1 }),
    wrapMode: integer({ label: '包装器模式', en: 'Wrapper mode', minValue: 1, maxValue: 2, default: 1 }),
    apiPath: text(2000, { label: '后端生成路径', en: 'Back-end path' }),
    webPath: text(2000, { label: '前端生成路径', en: 'Front-end path' }),
  },
});

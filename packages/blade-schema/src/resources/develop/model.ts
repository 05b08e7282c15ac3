import { defineResource, id, text } from '../../define';

/**
 * Data models of the code generator (BladeX `blade_model`): one table of a data source, named.
 * Shared by every tenant and reserved to platform administrators, like the data sources.
 * `datasourceId` 0 is the product's own database (PGlite or PostgreSQL).
 */
export const modelResource = defineResource({
  name: 'model',
  label: '数据模型',
  en: 'Data model',
  path: '/blade-develop/model',
  table: 'blade_model',
  ownService: true,
  tenantScoped: false,
  fields: {
    datasourceId: id({ label: '数据源', en: 'Data source', required: true }),
    modelName: text(100, { label: '模型名称', en: 'Model name', required: true, search: 'like' }),
    modelCode: text(100, { label: '模型编号', en: 'Model code', required: true, search: 'like' }),
    modelTable: text(64, {
      label: '物理表名',
      en: 'Table',
      placeholder: { zh: '请输入物理表名', en: 'Enter a table name' },
      required: true,
      search: 'like',
    }),
    modelClass: text(100, { label: '模型类名', en: 'Class name' }),
    modelRemark: text(500, { label: '模型备注', en: 'Notes', ui: { control: 'textarea', span: 24 } }),
  },
});

/** The product's own database as a data source id (not a row of `blade_datasource`). */
export const OWN_DATASOURCE_ID = '0';

import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, remarkColumn } from './columns';

/**
 * Data sources of the development tools (blade-api.md §6.4 Datasource), shared by every tenant
 * (a tenant points at one by `blade_tenant.datasource_id`). The password is kept and returned as
 * plain text, as Blade does: only platform administrators reach the service.
 */
export const bladeDatasource = pgTable('blade_datasource', {
  id: idColumn().primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  driverClass: varchar('driver_class', { length: 100 }).notNull(),
  url: varchar('url', { length: 500 }).notNull(),
  username: varchar('username', { length: 50 }).notNull(),
  password: varchar('password', { length: 50 }).notNull().default(''),
  remark: remarkColumn(),
  ...auditColumns(),
});

/**
 * Data models of the code generator (BladeX `blade_model`): a named table of a data source
 * (`datasource_id` 0: the product's own database). Columns as `modelResource` declares them,
 * written out so queries are typed.
 */
export const bladeModel = pgTable('blade_model', {
  id: idColumn().primaryKey(),
  datasourceId: idColumn('datasource_id').notNull(),
  modelName: varchar('model_name', { length: 100 }).notNull(),
  modelCode: varchar('model_code', { length: 100 }).notNull(),
  modelTable: varchar('model_table', { length: 64 }).notNull(),
  modelClass: varchar('model_class', { length: 100 }),
  modelRemark: varchar('model_remark', { length: 500 }),
  ...auditColumns(),
});

/** The columns of a model as the generator uses them (BladeX `blade_model_prototype`). */
export const bladeModelPrototype = pgTable('blade_model_prototype', {
  id: idColumn().primaryKey(),
  modelId: idColumn('model_id').notNull(),
  jdbcName: varchar('jdbc_name', { length: 64 }).notNull(),
  jdbcType: varchar('jdbc_type', { length: 64 }).notNull(),
  jdbcComment: varchar('jdbc_comment', { length: 255 }),
  propertyType: varchar('property_type', { length: 64 }),
  propertyEntity: varchar('property_entity', { length: 255 }),
  propertyName: varchar('property_name', { length: 64 }).notNull(),
  isList: integer('is_list').default(0),
  isForm: integer('is_form').default(0),
  isRow: integer('is_row').default(0),
  componentType: varchar('component_type', { length: 32 }).default('input'),
  dictCode: varchar('dict_code', { length: 64 }),
  isRequired: integer('is_required').default(0),
  isQuery: integer('is_query').default(0),
  queryType: varchar('query_type', { length: 32 }),
  sort: integer('sort').default(0),
  ...auditColumns(),
});

/** Code-generation settings (blade-api.md §6.4 `blade_code`, with BladeX's `model_id`). */
export const bladeCode = pgTable('blade_code', {
  id: idColumn().primaryKey(),
  datasourceId: idColumn('datasource_id'),
  modelId: idColumn('model_id'),
  serviceName: varchar('service_name', { length: 64 }).notNull(),
  codeName: varchar('code_name', { length: 64 }).notNull(),
  tableName: varchar('table_name', { length: 64 }).notNull(),
  tablePrefix: varchar('table_prefix', { length: 64 }),
  pkName: varchar('pk_name', { length: 32 }).default('id'),
  packageName: varchar('package_name', { length: 500 }).notNull(),
  baseMode: integer('base_mode').default(1),
  wrapMode: integer('wrap_mode').default(1),
  apiPath: varchar('api_path', { length: 2000 }),
  webPath: varchar('web_path', { length: 2000 }),
  ...auditColumns(),
});

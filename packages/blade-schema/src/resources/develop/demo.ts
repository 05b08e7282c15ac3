import { proposePrototype } from '../../codegen/columns';
import type { CodeInput, PrototypeInput, TableColumn } from '../../codegen/types';
import { OWN_DATASOURCE_ID } from './model';

/**
 * Blade's demo row of 研发工具 (its seed ships a model and a code setting for `blade_notice`): the
 * server seeds it on every database and the mocks serve it, so 数据模型 and 代码生成 are not empty on
 * first start and "生成" shows real files at once.
 */

/** `blade_notice` as PostgreSQL's catalog describes it (a server test checks it against the table). */
export const NOTICE_TABLE_COLUMNS: readonly TableColumn[] = [
  { name: 'id', type: 'bigint', comment: '', notNull: true },
  { name: 'tenant_id', type: 'character varying(12)', comment: '', notNull: false },
  { name: 'title', type: 'character varying(255)', comment: '', notNull: true },
  { name: 'category', type: 'integer', comment: '', notNull: false },
  { name: 'release_time', type: 'timestamp(3) without time zone', comment: '', notNull: false },
  { name: 'content', type: 'text', comment: '', notNull: false },
  { name: 'create_user', type: 'bigint', comment: '', notNull: false },
  { name: 'create_dept', type: 'bigint', comment: '', notNull: false },
  { name: 'create_time', type: 'timestamp(3) without time zone', comment: '', notNull: false },
  { name: 'update_user', type: 'bigint', comment: '', notNull: false },
  { name: 'update_time', type: 'timestamp(3) without time zone', comment: '', notNull: false },
  { name: 'status', type: 'integer', comment: '', notNull: false },
  { name: 'is_deleted', type: 'integer', comment: '', notNull: false },
];

/** What the demo changes in the proposed columns: labels, the `notice` dictionary, the search. */
const EDITS: Record<string, Partial<PrototypeInput>> = {
  id: { jdbcComment: '主键' },
  title: { jdbcComment: '标题', isRequired: 1, isQuery: 1 },
  category: { jdbcComment: '通知类型', componentType: 'select', dictCode: 'notice', isQuery: 1 },
  release_time: { jdbcComment: '发布时间', isQuery: 1 },
  content: { jdbcComment: '内容', isList: 0 },
};

export const NOTICE_DEMO_MODEL = {
  datasourceId: OWN_DATASOURCE_ID,
  modelName: '通知公告',
  modelCode: 'notice',
  modelTable: 'blade_notice',
  modelClass: 'Notice',
  modelRemark: '演示：工作台的通知公告表',
} as const;

/** The demo model's columns, in the table's order (`sort` 0, 1, …). */
export const NOTICE_DEMO_PROTOTYPES: readonly (PrototypeInput & { sort: number })[] =
  NOTICE_TABLE_COLUMNS.map((column, sort) => ({
    ...proposePrototype(column),
    ...EDITS[column.name],
    sort,
  }));

/** The demo setting: an area `demo` so unpacking its files touches none of the product's own. */
export const NOTICE_DEMO_CODE: CodeInput & { datasourceId: string } = {
  datasourceId: OWN_DATASOURCE_ID,
  serviceName: 'blade-demo',
  codeName: '通知公告',
  tableName: 'blade_notice',
  tablePrefix: 'blade_',
  pkName: 'id',
  packageName: 'demo',
  webPath: '/demo/notice',
};

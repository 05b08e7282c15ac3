import { defineResource, id, integer, text } from '../../define';

/** The form controls a generated field may use (`componentType`). */
export const COMPONENT_TYPES = ['input', 'number', 'textarea', 'select', 'date', 'upload'] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

/** A yes/no column of a prototype: 1 yes, 0 no. */
const flag = (label: string, en: string) => integer({ label, en, minValue: 0, maxValue: 1, default: 0 });

/**
 * One column of a data model (BladeX `blade_model_prototype`): how the generated resource declares
 * and shows it. Written in batches by `model-prototype/submit-list`.
 */
export const modelPrototypeResource = defineResource({
  name: 'modelPrototype',
  label: '模型字段',
  en: 'Model column',
  path: '/blade-develop/model-prototype',
  table: 'blade_model_prototype',
  ownService: true,
  tenantScoped: false,
  fields: {
    modelId: id({ label: '数据模型', en: 'Data model', required: true }),
    jdbcName: text(64, { label: '列名', en: 'Column', required: true }),
    jdbcType: text(64, { label: '列类型', en: 'Column type', required: true }),
    jdbcComment: text(255, { label: '列注释', en: 'Column comment' }),
    propertyType: text(64, { label: '字段类型', en: 'Field type' }),
    propertyEntity: text(255, { label: '字段实体', en: 'Field class' }),
    propertyName: text(64, { label: '字段名', en: 'Field name', required: true }),
    isList: flag('列表显示', 'In list'),
    isForm: flag('表单显示', 'In form'),
    isRow: flag('独占一行', 'Full row'),
    componentType: text(32, { label: '组件类型', en: 'Control', default: 'input' }),
    dictCode: text(64, { label: '字典编号', en: 'Dictionary code' }),
    isRequired: flag('必填', 'Required'),
    isQuery: flag('查询', 'Searchable'),
    queryType: text(32, { label: '查询方式', en: 'Search style' }),
    sort: integer({ label: '排序', en: 'Sort order', default: 0 }),
  },
  orderBy: [{ field: 'sort' }],
});

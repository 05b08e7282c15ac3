import { defineResource, id, integer, text } from '../../define';

/**
 * The fields of a dictionary row: a parent per `code` (`parentId` "0", `dictKey` "-1") with its
 * items as children. `code` is required of every row, but an item takes its parent's, so the server
 * derives it before checking (the client need not send it). `dictKey` is NOT NULL too, yet not
 * `required`: the server's write hook sets "-1" on parents (whose forms have no key) and demands a
 * key of items with its own message.
 */
const dictFields = {
  parentId: id({
    label: '上级字典',
    en: 'Parent',
    placeholder: { zh: '请输入上级字典', en: 'Enter a parent dictionary' },
  }),
  code: text(255, { label: '字典编号', en: 'Code', required: true, search: 'like' }),
  dictKey: text(255, { label: '字典键值', en: 'Key', search: 'like' }),
  dictValue: text(255, { label: '字典名称', en: 'Name', required: true, search: 'like' }),
  sort: integer({ label: '字典排序', en: 'Sort order', default: 0 }),
  remark: text(255, {
    label: '字典备注',
    en: 'Notes',
    ui: { control: 'textarea', span: 24, hideInTable: true },
  }),
  isSealed: integer({
    label: '封存',
    en: 'Sealed',
    placeholder: { zh: '请输入封存', en: 'Enter 1 if it is sealed, else 0' },
    minValue: 0,
    maxValue: 1,
    default: 0,
  }),
} as const;

/**
 * System dictionaries, shared by every tenant (platform administrators write them). The forest,
 * parent and child pages, tree nodes, `dictionary?code=`, the key rules and the page stay special.
 * The table has no create audit, only `is_deleted` and the version (`updateUser`, `updateTime`: who
 * changed a row last and when, which an edit sends back so a stale save is refused).
 */
export const dictResource = defineResource({
  name: 'dict',
  label: '字典',
  en: 'Dictionary',
  titleField: 'dictValue',
  path: '/blade-system/dict',
  table: 'blade_dict',
  ownService: true,
  tenantScoped: false,
  fields: dictFields,
  orderBy: [{ field: 'sort' }],
});

/**
 * Business dictionaries: the same fields and rules, per tenant (a tenant's administrators write
 * their own); the same special code serves them at their own path.
 */
export const dictBizResource = defineResource({
  name: 'dictBiz',
  label: '业务字典',
  en: 'Business dictionary',
  titleField: 'dictValue',
  path: '/blade-system/dict-biz',
  table: 'blade_dict_biz',
  ownService: true,
  fields: dictFields,
  orderBy: [{ field: 'sort' }],
});

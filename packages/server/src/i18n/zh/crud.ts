/** The generic CRUD routes: lists, filters, sorting, writes, trees, versions, references. */
export const CRUD_ZH = {
  expectedId: '参数 {{name}} 应为数字编号，收到 "{{value}}"',
  expectedNumber: '参数 {{name}} 应为数字，收到 "{{value}}"',
  expectedInteger: '参数 {{name}} 应为整数，收到 "{{value}}"',
  expectedDate: '参数 {{name}} 应为日期 yyyy-MM-dd HH:mm:ss，收到 "{{value}}"',
  outOfScope: '该{{label}}不在您的数据权限范围内，请联系管理员为您的角色授予相应的数据权限',
  refMissing: '{{label}}「{{value}}」不存在，请重新选择',
  duplicate: '当前{{label}}「{{value}}」已存在',
  bodyRequired: '请求体不能为空',
  notFound: '{{label}}不存在或已被删除',
  parentIsSelf: '父节点不可选择自身!',
  parentIsDescendant: '父节点不可选择自身或其下级节点!',
  deleteChildrenFirst: '请先删除子节点!',
  unsortable: '不能按 {{name}} 排序（{{param}}）：可排序的列为 {{allowed}}',
  notSortable: '不能按 {{name}} 排序（{{param}}）：此列表不支持排序',
  versionsCount: '参数 updateTimes 的个数应与 ids 相同',
} as const;

/** Record history (issue 42): a row's 修改历史 timeline and the restore of a version, Chinese. */
export const history = {
  recordHistory: {
    action: '历史',
    title: '修改历史',
    titleOf: '修改历史：{{name}}',
    operations: { create: '新增', update: '修改', delete: '删除', restore: '恢复' },
    restoredFrom: '恢复到 {{time}} 的版本',
    by: '{{who}} · {{time}}',
    someone: '未知用户',
    field: '字段',
    before: '修改前',
    after: '修改后',
    none: '（空）',
    hashed: '（内容过长，仅保存摘要）',
    unchanged: '未修改任何字段',
    empty: '暂无修改历史',
    restore: '恢复此版本',
    restoreConfirm: '确定将该记录恢复到 {{time}} 的版本？恢复也是一次修改，会记入历史。',
    restored: '已恢复到所选版本',
    more: '加载更多',
  },
};

/** Record history (issue 42): its list and the restore of a version. */
export const HISTORY_ZH = {
  unknownResource: '资源 {{resource}} 没有修改历史',
  badRecordId: '记录编号 "{{value}}" 不是 {{label}} 的编号',
  notRestorable: '资源 {{resource}} 的版本不能在这里恢复',
  notFound: '历史记录不存在或已被删除',
  restoreRemoved: '删除操作没有可恢复的版本：请选择删除前的某个版本',
  restoreHashed: '无法恢复该版本：「{{label}}」的旧值过长，历史中只保存了它的摘要',
} as const;

/** What other people change while a page is open (issue 42, the event stream), Chinese. */
export const live = {
  live: {
    // Chinese has one form; both keys, so English can say "1 new row" and "3 new rows".
    newRows_one: '有 {{count}} 条新记录 — 点击显示',
    newRows_other: '有 {{count}} 条新记录 — 点击显示',
    savedWhileEditing:
      '{{name}} 刚刚保存了这条记录。现在保存将提示修改冲突；可关闭后重新打开以查看最新内容。',
    removedWhileEditing: '{{name}} 刚刚删除了这条记录，保存将失败。',
    someone: '其他用户',
  },
};

/** 网站管理 and 报表管理: news, orders, the inbox, reports, Chinese. */
export const website = {
  website: {
    news: {
      sync: '同步公众号',
      synced: '已同步到公众号',
    },
    order: {
      accept: '受理',
      ship: '发运',
      deliver: '签收',
      cancel: '取消订单',
      cancelConfirm: '取消后订单不能再恢复，确定取消这个订单？',
      moved: '订单已改为“{{status}}”',
      regionPlaceholder: '请选择{{label}}',
    },
    inbox: {
      unread: '未读',
      unreadCount: '{{count}} 条未读',
      markRead: '标为已读',
      markUnread: '标为未读',
      marked: '已更新 {{count}} 条留言',
      filterAll: '全部',
      filterUnread: '未读',
      filterRead: '已读',
      filterLabel: '阅读状态筛选',
    },
    report: {
      pageTitle: '报表数据',
      open: '打开',
      title: '报表：{{name}}',
      period: '统计区间 {{from}} 至 {{to}}（{{days}} 天）',
      chartLabel: '{{name}}（{{chart}}）',
      item: '项目',
      value: '数量',
      total: '合计',
      empty: '这段时间没有数据',
      noReports: '还没有保存的报表，请在“报表列表”中新建。',
      manage: '管理报表',
      failed: '报表数据加载失败',
      retry: '重试',
    },
  },
};

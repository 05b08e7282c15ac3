import type { website as zh } from '../zh/website';

/** 网站管理 and 报表管理: news, orders, the inbox, reports, English. */
export const website: typeof zh = {
  website: {
    news: {
      sync: 'Sync to WeChat',
      synced: 'Synced to the WeChat account',
    },
    order: {
      accept: 'Accept',
      ship: 'Ship',
      deliver: 'Deliver',
      cancel: 'Cancel order',
      cancelConfirm: 'A cancelled order cannot be restored. Cancel this order?',
      moved: 'The order is now “{{status}}”',
      regionPlaceholder: 'Select {{label, inSentence}}',
    },
    inbox: {
      unread: 'Unread',
      unreadCount: '{{count}} unread',
      markRead: 'Mark as read',
      markUnread: 'Mark as unread',
      marked: '{{count}} message(s) updated',
      filterAll: 'All',
      filterUnread: 'Unread',
      filterRead: 'Read',
      filterLabel: 'Filter by read status',
    },
    report: {
      pageTitle: 'Report data',
      open: 'Open',
      title: 'Report: {{name}}',
      period: 'From {{from}} to {{to}} ({{days}} days)',
      chartLabel: '{{name}} ({{chart}})',
      item: 'Item',
      value: 'Count',
      total: 'Total',
      empty: 'No data in this period',
      noReports: 'No saved reports yet: create one under “Report list”.',
      manage: 'Manage reports',
      failed: 'The report data could not be loaded',
      retry: 'Retry',
    },
  },
};

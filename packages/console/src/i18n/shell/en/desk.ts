import type { desk as zh } from '../zh/desk';

/** 工作台: the home page, the bell and notices, English. */
export const desk: typeof zh = {
  wel: {
    greeting: 'Hello, {{name}}',
    lead: 'Welcome to the Blade Logistics console.',
  },
  bell: { toClaim: 'To claim', toDo: 'To do' },
  dashboard: {
    title: 'Dashboard',
    figures: 'My work at a glance',
    claim: 'To claim',
    todo: 'My to-dos',
    todayOrders: "Today's orders",
    unreadMessages: 'Unread messages',
    notices: 'Notices',
    failed: "Couldn't load",
    quickLinks: 'Quick links',
    noLinks: 'No pages available to you yet',
    recentNotices: 'Latest notices',
    noNotices: 'No notices yet',
    noticesFailed: "Notices couldn't be loaded",
    ordersChart: 'Orders in the last {{days}} days',
    noOrders: 'No new orders in the last {{days}} days',
    ordersFailed: "Order figures couldn't be loaded",
    all: 'View all',
    retry: 'Try again',
    refresh: 'Refresh',
  },
  notice: {
    title: 'Notices',
    noticeTitle: 'Title',
    category: 'Category',
    releaseTime: 'Released',
    content: 'Content',
    rules: {
      title: 'Enter notice title',
      category: 'Select a category',
      releaseTime: 'Enter release time',
    },
  },
};

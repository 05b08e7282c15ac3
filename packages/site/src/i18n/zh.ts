/** The public website's strings (namespace `site`), Chinese: the default language. */
export const zh = {
  brand: '布雷德物流',
  nav: {
    home: '首页',
    order: '订单预约',
    service: '产品服务',
    news: '新闻动态',
    about: '关于我们',
    join: '加入我们',
    login: '员工登录',
  },
  home: {
    title: '布雷德物流 · 让每一件货物准时抵达',
    lead: '覆盖全国 34 个省级行政区的干线、仓储与城市配送网络，为企业提供一站式供应链服务。',
    book: '立即预约',
    services: '了解服务',
    highlights: '我们的优势',
    network: { title: '全国网络', text: '2800 余个区县直达，干线与末端一体调度。' },
    warehouse: { title: '智能仓储', text: '多温区仓储与实时库存，订单当日出库。' },
    tracking: { title: '全程可视', text: '从揽收到签收，每个节点实时可查。' },
  },
  footer: '© 布雷德物流集团',
};

export type SiteStrings = typeof zh;

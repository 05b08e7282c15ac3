import type { SiteHome, SiteNewsArticle, SiteRegion } from '@blade-console/blade-client/types';

/** A home page's data as the public reads answer it. */
export const home: SiteHome = {
  slides: [
    { id: '1', title: '通达全国的干线运输', imageUrl: '/site/carousel/trunk.svg', linkUrl: '/service' },
    {
      id: '2',
      title: '智能仓储与分拨中心',
      imageUrl: '/site/carousel/warehouse.svg',
      linkUrl: 'javascript:alert(1)',
    },
  ],
  services: [
    {
      id: '3',
      name: '整车运输',
      icon: '/site/services/truck.svg',
      summary: '门到门直达',
      content: '<p>x</p>',
    },
  ],
  news: [
    {
      id: '4',
      title: '华东智能分拨中心正式投入运营',
      category: 1,
      cover: '/site/news/hub.svg',
      summary: '日处理能力达 80 万件',
      author: '新闻中心',
      publishTime: '2026-11-18 10:00:00',
    },
  ],
  milestones: [{ id: '5', year: 2008, title: '公司在上海成立', content: '以 12 辆货车起步', image: '' }],
  contacts: [
    {
      id: '6',
      name: '全国客服热线',
      type: 1,
      phone: '400-820-8820',
      email: 'a@b.cn',
      address: '上海',
      workHours: '7×24',
    },
  ],
};

export const article: SiteNewsArticle = {
  ...(home.news[0] as SiteHome['news'][number]),
  lang: 'zh',
  content: '<p>分拨中心启用后，次日达覆盖率提升至 98%。</p>',
};

export const provinces: SiteRegion[] = [
  { code: '11', name: '北京市', hasChildren: true },
  { code: '31', name: '上海市', hasChildren: true },
];
export const regionsBelow: Record<string, SiteRegion[]> = {
  '11': [{ code: '1101', name: '北京市市辖区', hasChildren: true }],
  '1101': [{ code: '110101', name: '东城区', hasChildren: false }],
  '31': [{ code: '3101', name: '上海市市辖区', hasChildren: true }],
  '3101': [{ code: '310101', name: '黄浦区', hasChildren: false }],
};

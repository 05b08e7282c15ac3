/** Demo slides seeded on first start and served by the mocks (pictures ship with the site). */
export const carouselDemo = [
  {
    title: '通达全国的干线运输',
    imageUrl: '/site/carousel/trunk.svg',
    linkUrl: '/service',
    sort: 1,
    remark: '首页第一屏',
  },
  {
    title: '智能仓储与分拨中心',
    imageUrl: '/site/carousel/warehouse.svg',
    linkUrl: '/product',
    sort: 2,
    remark: '',
  },
  {
    title: '在线下单，全程可追踪',
    imageUrl: '/site/carousel/tracking.svg',
    linkUrl: '/order',
    sort: 3,
    remark: '',
  },
];

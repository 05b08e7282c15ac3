/** Demo news in both languages: published ones for the site, one draft for the console. */
export const newsDemo = [
  {
    lang: 'zh',
    title: '华东智能分拨中心正式投入运营',
    category: 1,
    cover: '/site/news/hub.svg',
    summary: '占地 12 万平方米的昆山分拨中心启用，日处理能力达 80 万件，长三角次日达覆盖率提升至 98%。',
    content:
      '<p>11 月 18 日，集团华东智能分拨中心在昆山正式投入运营。中心占地 12 万平方米，配备交叉带分拣系统与自动化立体仓库，日处理能力达 <strong>80 万件</strong>。</p><h2>长三角次日达</h2><p>分拨中心启用后，上海、江苏、浙江、安徽四地之间的次日达覆盖率由 91% 提升至 98%。</p><ul><li>分拣准确率 99.99%</li><li>平均中转时长缩短 3.5 小时</li></ul>',
    author: '集团新闻中心',
    publishStatus: 2,
    publishTime: '2026-11-18 10:00:00',
  },
  {
    lang: 'zh',
    title: '新能源干线车队突破 500 辆',
    category: 1,
    cover: '/site/news/green.svg',
    summary: '集团在京沪、京广等干线投入新能源重卡，全年预计减少碳排放 4.2 万吨。',
    content:
      '<p>截至本月，集团新能源干线车队规模突破 500 辆，覆盖京沪、京广、沪昆三条主干线。</p><p>配合沿线 36 座换电站，单车日均行驶里程达到 650 公里。</p>',
    author: '运营管理部',
    publishStatus: 2,
    publishTime: '2026-10-26 09:30:00',
  },
  {
    lang: 'zh',
    title: '冷链物流行业标准解读',
    category: 2,
    cover: '/site/news/cold.svg',
    summary: '新版《冷链物流分类与基本要求》对全程温控记录提出了更高要求，本文梳理要点。',
    content:
      '<p>新版标准要求冷链运输全程温度记录间隔不超过 <em>5 分钟</em>，并可追溯。</p><ol><li>温控设备需定期校准</li><li>交接环节需记录温度</li></ol>',
    author: '冷链事业部',
    publishStatus: 2,
    publishTime: '2026-09-12 14:00:00',
  },
  {
    lang: 'zh',
    title: '（草稿）2027 年春节物流服务安排',
    category: 1,
    summary: '春节期间收发货安排，待审核后发布。',
    content: '<p>春节期间各线路服务安排如下（待定）。</p>',
    author: '客户服务部',
    publishStatus: 1,
  },
  {
    lang: 'en',
    title: 'East China smart sorting hub opens',
    category: 1,
    cover: '/site/news/hub.svg',
    summary:
      'The 120,000 m² Kunshan hub handles 800,000 parcels a day and brings next-day delivery to 98% of the Yangtze River Delta.',
    content:
      '<p>On 18 November the group opened its East China smart sorting hub in Kunshan. The 120,000 m² site runs cross-belt sorters and an automated high-bay warehouse, handling <strong>800,000 parcels a day</strong>.</p><h2>Next day across the delta</h2><p>Next-day coverage between Shanghai, Jiangsu, Zhejiang and Anhui rises from 91% to 98%.</p><ul><li>99.99% sorting accuracy</li><li>3.5 hours less in transit on average</li></ul>',
    author: 'Group Newsroom',
    publishStatus: 2,
    publishTime: '2026-11-18 10:00:00',
  },
  {
    lang: 'en',
    title: 'Our electric trunk fleet passes 500 trucks',
    category: 1,
    cover: '/site/news/green.svg',
    summary:
      'Electric heavy trucks now run the Beijing–Shanghai and Beijing–Guangzhou lines, saving 42,000 tonnes of CO₂ a year.',
    content:
      '<p>This month the group’s electric trunk fleet passed 500 trucks on three main lines.</p><p>With 36 battery-swap stations along the way, each truck covers 650 km a day.</p>',
    author: 'Operations',
    publishStatus: 2,
    publishTime: '2026-10-26 09:30:00',
  },
  {
    lang: 'en',
    title: 'The new cold-chain standard, explained',
    category: 2,
    cover: '/site/news/cold.svg',
    summary:
      'The revised cold-chain standard asks for a temperature record every five minutes. Here is what changes.',
    content:
      '<p>The revised standard asks for a temperature reading at least every <em>five minutes</em>, kept for tracing.</p><ol><li>Calibrate temperature loggers regularly</li><li>Record the temperature at every hand-over</li></ol>',
    author: 'Cold Chain Division',
    publishStatus: 2,
    publishTime: '2026-09-12 14:00:00',
  },
];

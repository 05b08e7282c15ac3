import {
  DATA_SCOPE_TYPE_EN,
  DATA_SCOPE_TYPE_NAMES,
  DATA_SCOPE_TYPES,
  type DataScopeType,
} from './dataScopes';

/**
 * System dictionaries of blade-api.md §7, plus `flow` (SPEC §3: routes of workflow forms): seeded by
 * the server and served by the SDK's mocks, so both know the same codes, keys and labels.
 */
export interface DictSeed {
  code: string;
  name: string;
  /** [dictKey, dictValue, remark?] */
  items: [string, string, string?][];
  /** The dictionary's name and its items' names (by key) in English: the English console shows these. */
  en: { name: string; items: Readonly<Record<string, string>> };
}

/**
 * The dictionaries of no one area. An area's own dictionaries live in its definition
 * (`dictionaries`); `DICTS` (resources/index.ts) is both.
 */
export const SYSTEM_DICTS: readonly DictSeed[] = [
  {
    code: 'sex',
    name: '性别',
    items: [
      ['1', '男'],
      ['2', '女'],
    ],
    en: { name: 'Gender', items: { '1': 'Male', '2': 'Female' } },
  },
  {
    code: 'notice',
    name: '通知类型',
    items: [
      ['1', '发布通知'],
      ['2', '批转通知'],
      ['3', '转发通知'],
      ['4', '指示通知'],
      ['5', '任免通知'],
      ['6', '事务通知'],
    ],
    en: {
      name: 'Notice type',
      items: {
        '1': 'Announcement',
        '2': 'Endorsed notice',
        '3': 'Forwarded notice',
        '4': 'Directive',
        '5': 'Appointment or removal',
        '6': 'Administrative notice',
      },
    },
  },
  {
    code: 'menu_category',
    name: '菜单类型',
    items: [
      ['1', '菜单'],
      ['2', '按钮'],
    ],
    en: { name: 'Menu type', items: { '1': 'Menu', '2': 'Button' } },
  },
  {
    code: 'button_func',
    name: '按钮功能',
    items: [
      ['1', '工具栏'],
      ['2', '操作栏'],
      ['3', '工具操作栏'],
    ],
    en: {
      name: 'Button position',
      items: { '1': 'Toolbar', '2': 'Row actions', '3': 'Toolbar and row actions' },
    },
  },
  {
    code: 'yes_no',
    name: '是否',
    items: [
      ['1', '否'],
      ['2', '是'],
    ],
    en: { name: 'Yes or no', items: { '1': 'No', '2': 'Yes' } },
  },
  {
    code: 'data_scope_type',
    name: '数据权限',
    // The types the server applies, in one place (dataScopes.ts).
    items: Object.entries(DATA_SCOPE_TYPES).map(([type, key]) => [
      String(key),
      DATA_SCOPE_TYPE_NAMES[type as DataScopeType],
    ]),
    en: {
      name: 'Data scope type',
      items: Object.fromEntries(
        Object.entries(DATA_SCOPE_TYPES).map(([type, key]) => [
          key,
          DATA_SCOPE_TYPE_EN[type as DataScopeType],
        ]),
      ),
    },
  },
  {
    code: 'api_scope_type',
    name: '接口权限',
    items: [
      ['1', '系统接口'],
      ['2', '业务接口'],
    ],
    en: { name: 'API scope type', items: { '1': 'System API', '2': 'Business API' } },
  },
  {
    code: 'post_category',
    name: '岗位类型',
    items: [
      ['1', '高层'],
      ['2', '中层'],
      ['3', '基层'],
      ['4', '其他'],
    ],
    en: {
      name: 'Post category',
      items: { '1': 'Senior management', '2': 'Middle management', '3': 'Staff', '4': 'Other' },
    },
  },
  {
    code: 'region',
    name: '行政区划',
    items: [
      ['0', '国家'],
      ['1', '省份/直辖市'],
      ['2', '地市'],
      ['3', '区县'],
      ['4', '乡镇'],
      ['5', '村委'],
    ],
    en: {
      name: 'Region level',
      items: {
        '0': 'Country',
        '1': 'Province or municipality',
        '2': 'City',
        '3': 'District',
        '4': 'Town',
        '5': 'Village',
      },
    },
  },
  // The console builds flow routes as `${code}_${dictKey}` → remark (SPEC §3 "Flow route dictionary entry").
  {
    code: 'flow',
    name: '流程类型',
    items: [['1', '请假流程', 'leave']],
    en: { name: 'Process type', items: { '1': 'Leave process' } },
  },
  // The leave form's types; the server refuses a `leaveType` outside this dictionary.
  {
    code: 'leave_type',
    name: '请假类型',
    items: [
      ['annual', '年假'],
      ['personal', '事假'],
      ['sick', '病假'],
      ['other', '其他'],
    ],
    en: {
      name: 'Leave type',
      items: { annual: 'Annual leave', personal: 'Personal leave', sick: 'Sick leave', other: 'Other' },
    },
  },
  // ---- the public website's content (SPEC §1 网站管理); codes the definitions name --------------
  {
    code: 'site_lang',
    name: '网站语言',
    items: [
      ['zh', '中文'],
      ['en', 'English'],
    ],
    en: { name: 'Website language', items: { zh: 'Chinese', en: 'English' } },
  },
  {
    code: 'publish_status',
    name: '发布状态',
    items: [
      ['1', '草稿'],
      ['2', '已发布'],
      ['3', '已下线'],
    ],
    en: { name: 'Publishing status', items: { '1': 'Draft', '2': 'Published', '3': 'Withdrawn' } },
  },
  {
    code: 'news_category',
    name: '新闻类别',
    items: [
      ['1', '公司新闻'],
      ['2', '行业动态'],
      ['3', '媒体报道'],
    ],
    en: { name: 'News category', items: { '1': 'Company news', '2': 'Industry news', '3': 'In the media' } },
  },
  {
    code: 'news_sync_status',
    name: '公众号同步状态',
    items: [
      ['0', '未同步'],
      ['1', '已同步'],
      ['2', '同步失败'],
    ],
    en: { name: 'WeChat sync status', items: { '0': 'Not synced', '1': 'Synced', '2': 'Sync failed' } },
  },
  {
    code: 'contact_type',
    name: '联系方式类别',
    items: [
      ['1', '客服热线'],
      ['2', '商务合作'],
      ['3', '分支机构'],
      ['4', '媒体联络'],
    ],
    en: {
      name: 'Contact type',
      items: { '1': 'Customer hotline', '2': 'Business partnerships', '3': 'Branches', '4': 'Press' },
    },
  },
  {
    code: 'cooperation_type',
    name: '留言类别',
    items: [
      ['1', '合作加盟'],
      ['2', '求职应聘'],
      ['3', '客户建议'],
      ['4', '其他'],
    ],
    en: {
      name: 'Message category',
      items: { '1': 'Partnership', '2': 'Job application', '3': 'Customer suggestion', '4': 'Other' },
    },
  },
  {
    code: 'read_status',
    name: '阅读状态',
    items: [
      ['0', '未读'],
      ['1', '已读'],
    ],
    en: { name: 'Read status', items: { '0': 'Unread', '1': 'Read' } },
  },
  {
    code: 'goods_type',
    name: '货物类别',
    items: [
      ['1', '普通货物'],
      ['2', '电子产品'],
      ['3', '生鲜冷链'],
      ['4', '大件家具'],
      ['5', '危险品（需审核）'],
    ],
    en: {
      name: 'Goods category',
      items: {
        '1': 'General goods',
        '2': 'Electronics',
        '3': 'Fresh / cold chain',
        '4': 'Bulky furniture',
        '5': 'Dangerous goods (to be reviewed)',
      },
    },
  },
  {
    code: 'order_status',
    name: '订单状态',
    items: [
      ['1', '待受理'],
      ['2', '已受理'],
      ['3', '运输中'],
      ['4', '已签收'],
      ['5', '已取消'],
    ],
    en: {
      name: 'Order status',
      items: { '1': 'Pending', '2': 'Accepted', '3': 'In transit', '4': 'Delivered', '5': 'Cancelled' },
    },
  },
];

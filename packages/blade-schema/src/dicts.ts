/**
 * System dictionaries of blade-api.md §7, plus `flow` (SPEC §3: routes of workflow forms): seeded by
 * the server and served by the SDK's mocks, so both know the same codes, keys and labels.
 */
export interface DictSeed {
  code: string;
  name: string;
  /** [dictKey, dictValue, remark?] */
  items: [string, string, string?][];
}

export const DICTS: readonly DictSeed[] = [
  {
    code: 'sex',
    name: '性别',
    items: [
      ['1', '男'],
      ['2', '女'],
    ],
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
  },
  {
    code: 'menu_category',
    name: '菜单类型',
    items: [
      ['1', '菜单'],
      ['2', '按钮'],
    ],
  },
  {
    code: 'button_func',
    name: '按钮功能',
    items: [
      ['1', '工具栏'],
      ['2', '操作栏'],
      ['3', '工具操作栏'],
    ],
  },
  {
    code: 'yes_no',
    name: '是否',
    items: [
      ['1', '否'],
      ['2', '是'],
    ],
  },
  {
    code: 'data_scope_type',
    name: '数据权限',
    items: [
      ['1', '全部可见'],
      ['2', '本人可见'],
      ['3', '所在机构可见'],
      ['4', '所在机构及子级可见'],
      ['5', '自定义'],
    ],
  },
  {
    code: 'api_scope_type',
    name: '接口权限',
    items: [
      ['1', '系统接口'],
      ['2', '业务接口'],
    ],
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
  },
  // The console builds flow routes as `${code}_${dictKey}` → remark (SPEC §3 "Flow route dictionary entry").
  { code: 'flow', name: '流程类型', items: [['1', '请假流程', 'leave']] },
];

import { type CrudButton, DEFAULT_BUTTONS, type ResourceDef } from './define';
import { RESOURCES } from './resources';

/**
 * The menu and button tree: blade-api.md §7 plus every console area of SPEC §1. The server seeds
 * it; the SDK's mocks and ui's story fixtures read it, so there is one tree. `path` is the console
 * route; leaf pages get buttons `<code>_add|_edit|_delete|_view` (the codes the console checks as
 * permissions) unless they say otherwise. Areas declared as resources bring their own entry
 * (`ResourceDef.menu`), merged in by {@link withResourceMenus}.
 */

export interface ButtonSeed {
  code: string;
  name: string;
  source: string;
  /** 1 toolbar, 2 row, 3 both (dict `button_func`). */
  action: number;
}

export interface MenuSeed {
  code: string;
  name: string;
  path: string;
  source?: string;
  /** 2 opens in a new window (dict `yes_no`: 1 no, 2 yes); only external links use it. */
  isOpen?: number;
  children?: MenuSeed[];
  /** Default: the four CRUD buttons on leaves, none on folders. */
  buttons?: ButtonSeed[];
}

const CRUD_BUTTONS: Record<CrudButton, (page: string) => ButtonSeed> = {
  add: (page) => ({ code: `${page}_add`, name: '新增', source: 'plus', action: 1 }),
  edit: (page) => ({ code: `${page}_edit`, name: '修改', source: 'form', action: 2 }),
  delete: (page) => ({ code: `${page}_delete`, name: '删除', source: 'delete', action: 3 }),
  view: (page) => ({ code: `${page}_view`, name: '查看', source: 'file-text', action: 2 }),
};

const crud = (page: string): ButtonSeed[] => DEFAULT_BUTTONS.map((button) => CRUD_BUTTONS[button](page));

const viewOnly = (page: string): ButtonSeed[] => [
  { code: `${page}_view`, name: '查看', source: 'file-text', action: 2 },
];

const extra = (code: string, name: string, source = 'setting', action = 1): ButtonSeed => ({
  code,
  name,
  source,
  action,
});

const BASE_TREE: MenuSeed[] = [
  {
    code: 'desk',
    name: '工作台',
    path: '/desk',
    source: 'iconfont iconicon_airplay',
    children: [{ code: 'notice', name: '通知公告', path: '/desk/notice', source: 'iconfont iconicon_sms' }],
  },
  {
    code: 'work',
    name: '我的事务',
    path: '/work',
    source: 'iconfont iconicon_notice',
    children: [
      { code: 'work_start', name: '发起事务', path: '/work/start', source: 'iconfont iconicon_edit' },
      { code: 'work_claim', name: '待签事务', path: '/work/claim', source: 'iconfont iconicon_signin' },
      { code: 'work_todo', name: '待办事务', path: '/work/todo', source: 'iconfont iconicon_todo' },
      { code: 'work_send', name: '已发事务', path: '/work/send', source: 'iconfont iconicon_send' },
      { code: 'work_done', name: '办结事务', path: '/work/done', source: 'iconfont iconicon_done' },
      {
        code: 'work_leave',
        name: '请假流程',
        path: '/work/process/leave',
        source: 'iconfont iconicon_calendar',
      },
    ],
  },
  {
    code: 'monitor',
    name: '系统监控',
    path: '/monitor',
    source: 'iconfont icon-bug',
    children: [
      // Contains "html", so the console shows it through its iframe route (SPEC §2).
      {
        code: 'doc',
        name: '接口文档',
        path: '/api/docs/static/index.html',
        source: 'iconfont iconicon_study',
        buttons: [],
      },
      {
        code: 'log',
        name: '日志管理',
        path: '/monitor/log',
        source: 'iconfont iconicon_doc',
        children: [
          { code: 'log_usual', name: '通用日志', path: '/monitor/log/usual', buttons: viewOnly('log_usual') },
          { code: 'log_api', name: '接口日志', path: '/monitor/log/api', buttons: viewOnly('log_api') },
          { code: 'log_error', name: '错误日志', path: '/monitor/log/error', buttons: viewOnly('log_error') },
        ],
      },
    ],
  },
  {
    code: 'tool',
    name: '研发工具',
    path: '/tool',
    source: 'iconfont icon-wxbgongju',
    children: [
      { code: 'code', name: '代码生成', path: '/tool/code', source: 'iconfont iconicon_savememo' },
      { code: 'datasource', name: '数据源管理', path: '/tool/datasource', source: 'iconfont icon-shujuku' },
      { code: 'model', name: '数据模型', path: '/tool/model', source: 'iconfont iconicon_compile' },
    ],
  },
  {
    code: 'report',
    name: '报表管理',
    path: '/report',
    source: 'iconfont iconicon_chart',
    // 报表管理 comes from the report definition.
    children: [],
  },
  {
    code: 'website',
    name: '网站管理',
    path: '/website',
    source: 'iconfont iconicon_network',
    children: [
      // news … order come from their definitions (`ResourceDef.menu`).
      { code: 'report_rest', name: '报表数据', path: '/website/report', source: 'iconfont iconicon_chart' },
    ],
  },
  {
    code: 'flow',
    name: '流程管理',
    path: '/flow',
    source: 'iconfont iconicon_exchange',
    children: [
      { code: 'flow_model', name: '模型设计', path: '/flow/model', source: 'iconfont iconicon_compile' },
      { code: 'flow_deploy', name: '部署管理', path: '/flow/deploy', source: 'iconfont iconicon_upload' },
      { code: 'flow_manager', name: '流程管理', path: '/flow/manager', source: 'iconfont iconicon_task' },
      { code: 'flow_follow', name: '流程跟踪', path: '/flow/follow', source: 'iconfont iconicon_road' },
    ],
  },
  {
    code: 'resource',
    name: '资源管理',
    path: '/resource',
    source: 'iconfont iconicon_folder',
    children: [
      {
        code: 'oss',
        name: '对象存储',
        path: '/resource/oss',
        source: 'iconfont iconicon_cloud',
        buttons: [...crud('oss'), extra('oss_enable', '启用', 'check', 2)],
      },
      {
        code: 'sms',
        name: '短信配置',
        path: '/resource/sms',
        source: 'iconfont iconicon_sms',
        buttons: [...crud('sms'), extra('sms_enable', '启用', 'check', 2)],
      },
      { code: 'attach', name: '附件管理', path: '/resource/attach', source: 'iconfont iconicon_attachment' },
    ],
  },
  {
    code: 'base',
    name: '基础配置',
    path: '/base',
    source: 'iconfont iconicon_ding',
    children: [
      {
        code: 'region',
        name: '行政区划',
        path: '/base/region',
        source: 'iconfont iconicon_location',
        buttons: [
          ...crud('region'),
          extra('region_import', '导入', 'upload'),
          extra('region_export', '导出', 'download'),
          extra('region_debug', '调试', 'bug'),
        ],
      },
    ],
  },
  {
    code: 'authority',
    name: '权限管理',
    path: '/authority',
    source: 'iconfont icon-bofangqi-suoping',
    children: [
      { code: 'role', name: '角色管理', path: '/authority/role', source: 'iconfont iconicon_boss' },
      {
        code: 'data_scope',
        name: '数据权限',
        path: '/authority/datascope',
        source: 'iconfont icon-shujuku',
        buttons: [extra('data_scope_setting', '权限配置', 'setting', 2)],
      },
      {
        code: 'api_scope',
        name: '接口权限',
        path: '/authority/apiscope',
        source: 'iconfont iconicon_vpn',
        buttons: [extra('api_scope_setting', '权限配置', 'setting', 2)],
      },
    ],
  },
  {
    code: 'system',
    name: '系统管理',
    path: '/system',
    source: 'iconfont iconicon_setting',
    children: [
      {
        code: 'user',
        name: '用户管理',
        path: '/system/user',
        source: 'iconfont iconicon_principal',
        buttons: [
          ...crud('user'),
          extra('user_role', '角色配置', 'user-add'),
          extra('user_reset', '密码重置', 'retweet'),
          extra('user_unlock', '账号解封', 'unlock'),
        ],
      },
      { code: 'dept', name: '机构管理', path: '/system/dept', source: 'iconfont iconicon_group' },
      { code: 'post', name: '岗位管理', path: '/system/post', source: 'iconfont iconicon_message' },
      { code: 'dict', name: '系统字典', path: '/system/dict', source: 'iconfont iconicon_addresslist' },
      {
        code: 'dict_biz',
        name: '业务字典',
        path: '/system/dict-biz',
        source: 'iconfont iconicon_addresslist',
      },
      { code: 'menu', name: '菜单管理', path: '/system/menu', source: 'iconfont iconicon_subordinate' },
      {
        code: 'topmenu',
        name: '顶部菜单',
        path: '/system/topmenu',
        source: 'iconfont icon-canshu',
        buttons: [...crud('topmenu'), extra('topmenu_setting', '菜单配置', 'setting', 2)],
      },
      { code: 'tenant', name: '租户管理', path: '/system/tenant', source: 'iconfont icon-quanxian' },
      // 租户套餐 and 应用管理 come from their definitions (tenantPackageResource, clientResource).
    ],
  },
];

/**
 * Puts each resource's menu entry under its parent (at `sort`, 1-based, or last); an entry whose
 * code is already in the tree replaces it.
 */
export function withResourceMenus(tree: readonly MenuSeed[], resources: readonly ResourceDef[]): MenuSeed[] {
  const clone = (items: readonly MenuSeed[]): MenuSeed[] =>
    items.map((item) => (item.children ? { ...item, children: clone(item.children) } : { ...item }));
  const copy = clone(tree);
  const byCode = new Map<string, MenuSeed>();
  const index = (items: MenuSeed[]) => {
    for (const item of items) {
      byCode.set(item.code, item);
      if (item.children) index(item.children);
    }
  };
  index(copy);
  for (const resource of resources) {
    const entry = resource.menu;
    if (!entry) continue;
    const parent = byCode.get(entry.parent);
    if (!parent) throw new Error(`${resource.name}: no menu "${entry.parent}" to hang under`);
    const code = entry.code ?? resource.name;
    const item: MenuSeed = { code, name: entry.name, path: entry.path, source: entry.source };
    if (resource.buttons) item.buttons = resource.buttons.map((b) => CRUD_BUTTONS[b](code));
    const siblings = (parent.children ?? []).filter((child) => child.code !== code);
    const at = entry.sort === undefined ? siblings.length : Math.max(0, entry.sort - 1);
    siblings.splice(at, 0, item);
    parent.children = siblings;
  }
  return copy;
}

/** The whole tree the server seeds. */
export const MENU_TREE: readonly MenuSeed[] = withResourceMenus(BASE_TREE, RESOURCES);

/** Top-level sort values (blade-api.md §7 keeps desk 1 … system 99). */
export const TOP_LEVEL_SORT: Record<string, number> = {
  desk: 1,
  work: 2,
  monitor: 3,
  tool: 4,
  report: 5,
  website: 6,
  flow: 7,
  resource: 8,
  base: 97,
  authority: 98,
  system: 99,
};

/**
 * Codes the `user` role is granted: the desk and the notices (blade-api.md §7), and 我的事务 — every
 * person takes part in workflows (the leave process's staff, manager and hr hold this role).
 */
export const USER_ROLE_MENU_CODES = [
  'desk',
  'notice',
  'notice_add',
  'notice_edit',
  'notice_delete',
  'notice_view',
  'work',
  'work_start',
  'work_claim',
  'work_todo',
  'work_send',
  'work_done',
  'work_leave',
];

export function defaultButtons(menu: MenuSeed): ButtonSeed[] {
  if (menu.buttons) return menu.buttons;
  if (menu.children?.length) return [];
  return crud(menu.code);
}

/** The id of the first seeded menu row; row `index` has this plus `index` (server and mocks alike). */
export const MENU_ID_BASE = '1123598815738675201';

/** One row of `blade_menu` as seeded: menus (category 1) and their buttons (category 2). */
export interface MenuRowSeed {
  /** Position in depth-first order: the server's and the mocks' ids are a base plus this. */
  index: number;
  /** `index` of the parent row, or -1 for a top-level menu. */
  parentIndex: number;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: 1 | 2;
  action: number;
  isOpen: number;
}

/** The tree flattened into menu and button rows, depth-first, with the seeded sort values. */
export function menuRows(tree: readonly MenuSeed[] = MENU_TREE): MenuRowSeed[] {
  const rows: MenuRowSeed[] = [];
  const visit = (menu: MenuSeed, parentIndex: number, sort: number): void => {
    const index = rows.length;
    rows.push({
      index,
      parentIndex,
      code: menu.code,
      name: menu.name,
      alias: 'menu',
      path: menu.path,
      source: menu.source ?? '',
      sort,
      category: 1,
      action: 0,
      isOpen: menu.isOpen ?? 1,
    });
    defaultButtons(menu).forEach((button, i) => {
      const verb = button.code.startsWith(`${menu.code}_`)
        ? button.code.slice(menu.code.length + 1)
        : button.code;
      rows.push({
        index: rows.length,
        parentIndex: index,
        code: button.code,
        name: button.name,
        alias: verb,
        path: `${menu.path}/${verb}`,
        source: button.source,
        sort: i + 1,
        category: 2,
        action: button.action,
        isOpen: 1,
      });
    });
    menu.children?.forEach((child, i) => {
      visit(child, index, i + 1);
    });
  };
  for (const top of tree) visit(top, -1, TOP_LEVEL_SORT[top.code] ?? 50);
  return rows;
}

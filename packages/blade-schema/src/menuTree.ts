import { type CrudButton, DEFAULT_BUTTONS } from './define';

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
  /** The name in English: the console's English route name (`console:route.<code>`). */
  en?: string;
  path: string;
  source?: string;
  /** 2 opens in a new window (dict `yes_no`: 1 no, 2 yes); only external links use it. */
  isOpen?: number;
  children?: MenuSeed[];
  /** Default: the four CRUD buttons on leaves, none on folders. */
  buttons?: ButtonSeed[];
}

export const CRUD_BUTTONS: Record<CrudButton, (page: string) => ButtonSeed> = {
  add: (page) => ({ code: `${page}_add`, name: '新增', source: 'plus', action: 1 }),
  edit: (page) => ({ code: `${page}_edit`, name: '修改', source: 'form', action: 2 }),
  delete: (page) => ({ code: `${page}_delete`, name: '删除', source: 'delete', action: 3 }),
  view: (page) => ({ code: `${page}_view`, name: '查看', source: 'file-text', action: 2 }),
};

/** The four CRUD buttons of a page (`<page>_add` …). */
export const crud = (page: string): ButtonSeed[] =>
  DEFAULT_BUTTONS.map((button) => CRUD_BUTTONS[button](page));

const viewOnly = (page: string): ButtonSeed[] => [
  { code: `${page}_view`, name: '查看', source: 'file-text', action: 2 },
];

const extra = (code: string, name: string, source = 'setting', action = 1): ButtonSeed => ({
  code,
  name,
  source,
  action,
});

/** A top-level folder of pages: its route is `/<code>`. */
const folder = (code: string, name: string, en: string, icon: string, children: MenuSeed[]): MenuSeed => ({
  code,
  name,
  en,
  path: `/${code}`,
  source: `iconfont ${icon}`,
  children,
});

/** A page at `path` (its buttons, when given, instead of the CRUD four). */
const page = (
  code: string,
  name: string,
  en: string,
  path: string,
  icon?: string,
  buttons?: ButtonSeed[],
): MenuSeed => ({
  code,
  name,
  en,
  path,
  ...(icon ? { source: `iconfont ${icon}` } : {}),
  ...(buttons ? { buttons } : {}),
});

/** A page with the CRUD four buttons of its code and then `extras`. */
const crudPage = (
  code: string,
  name: string,
  en: string,
  path: string,
  icon: string,
  extras: ButtonSeed[],
): MenuSeed => page(code, name, en, path, icon, [...crud(code), ...extras]);

export const BASE_TREE: MenuSeed[] = [
  folder('desk', '工作台', 'Desk', 'iconicon_airplay', [
    page('notice', '通知公告', 'Notices', '/desk/notice', 'iconicon_sms'),
  ]),
  folder('work', '我的事务', 'My work', 'iconicon_notice', [
    page('work_start', '发起事务', 'Start a process', '/work/start', 'iconicon_edit'),
    page('work_claim', '待签事务', 'To claim', '/work/claim', 'iconicon_signin'),
    page('work_todo', '待办事务', 'To do', '/work/todo', 'iconicon_todo'),
    page('work_send', '已发事务', 'Sent', '/work/send', 'iconicon_send'),
    page('work_done', '办结事务', 'Done', '/work/done', 'iconicon_done'),
    page('work_leave', '请假流程', 'Leave requests', '/work/process/leave', 'iconicon_calendar'),
  ]),
  folder('monitor', '系统监控', 'Monitoring', 'icon-bug', [
    // Contains "html", so the console shows it through its iframe route (SPEC §2).
    page('doc', '接口文档', 'API docs', '/api/docs/static/index.html', 'iconicon_study', []),
    {
      ...page('log', '日志管理', 'Logs', '/monitor/log', 'iconicon_doc'),
      children: [
        page('log_usual', '通用日志', 'General logs', '/monitor/log/usual', undefined, viewOnly('log_usual')),
        page('log_api', '接口日志', 'API logs', '/monitor/log/api', undefined, viewOnly('log_api')),
        page('log_error', '错误日志', 'Error logs', '/monitor/log/error', undefined, viewOnly('log_error')),
      ],
    },
  ]),
  folder('tool', '研发工具', 'Developer tools', 'icon-wxbgongju', [
    page('code', '代码生成', 'Code generator', '/tool/code', 'iconicon_savememo'),
    page('datasource', '数据源管理', 'Data sources', '/tool/datasource', 'icon-shujuku'),
    page('model', '数据模型', 'Data models', '/tool/model', 'iconicon_compile'),
  ]),
  // 报表管理 comes from the report definition.
  folder('report', '报表管理', 'Reports', 'iconicon_chart', []),
  folder('website', '网站管理', 'Website', 'iconicon_network', [
    // news … order come from their definitions (`ResourceDef.menu`).
    page('report_rest', '报表数据', 'Report data', '/website/report', 'iconicon_chart'),
  ]),
  folder('flow', '流程管理', 'Workflow', 'iconicon_exchange', [
    page('flow_model', '模型设计', 'Process models', '/flow/model', 'iconicon_compile'),
    page('flow_deploy', '部署管理', 'Deployments', '/flow/deploy', 'iconicon_upload'),
    page('flow_manager', '流程列表', 'Process list', '/flow/manager', 'iconicon_task'),
    page('flow_follow', '流程跟踪', 'Process tracking', '/flow/follow', 'iconicon_road'),
  ]),
  folder('resource', '资源管理', 'Resources', 'iconicon_folder', [
    crudPage('oss', '对象存储', 'Object storage', '/resource/oss', 'iconicon_cloud', [
      extra('oss_enable', '启用', 'check', 2),
    ]),
    crudPage('sms', '短信配置', 'SMS', '/resource/sms', 'iconicon_sms', [
      extra('sms_enable', '启用', 'check', 2),
    ]),
    page('attach', '附件管理', 'Attachments', '/resource/attach', 'iconicon_attachment'),
  ]),
  folder('base', '基础配置', 'Basic settings', 'iconicon_ding', [
    crudPage('region', '行政区划', 'Regions', '/base/region', 'iconicon_location', [
      extra('region_import', '导入', 'upload'),
      extra('region_export', '导出', 'download'),
      extra('region_debug', '调试', 'bug'),
    ]),
  ]),
  folder('authority', '权限管理', 'Authority', 'icon-bofangqi-suoping', [
    page('role', '角色管理', 'Roles', '/authority/role', 'iconicon_boss'),
    page('data_scope', '数据权限', 'Data scopes', '/authority/datascope', 'icon-shujuku', [
      extra('data_scope_setting', '权限配置', 'setting', 2),
    ]),
    page('api_scope', '接口权限', 'API scopes', '/authority/apiscope', 'iconicon_vpn', [
      extra('api_scope_setting', '权限配置', 'setting', 2),
    ]),
  ]),
  folder('system', '系统管理', 'System', 'iconicon_setting', [
    crudPage('user', '用户管理', 'Users', '/system/user', 'iconicon_principal', [
      extra('user_role', '角色配置', 'user-add'),
      extra('user_reset', '密码重置', 'retweet'),
      extra('user_unlock', '账号解封', 'unlock'),
    ]),
    page('dept', '机构管理', 'Departments', '/system/dept', 'iconicon_group'),
    page('post', '岗位管理', 'Posts', '/system/post', 'iconicon_message'),
    page('dict', '系统字典', 'Dictionaries', '/system/dict', 'iconicon_addresslist'),
    page('dict_biz', '业务字典', 'Business dictionaries', '/system/dict-biz', 'iconicon_addresslist'),
    page('menu', '菜单管理', 'Menus', '/system/menu', 'iconicon_subordinate'),
    crudPage('topmenu', '顶部菜单', 'Top menus', '/system/topmenu', 'icon-canshu', [
      extra('topmenu_setting', '菜单配置', 'setting', 2),
    ]),
    page('tenant', '租户管理', 'Tenants', '/system/tenant', 'icon-quanxian'),
    // 租户套餐 and 应用管理 come from their definitions (tenantPackageResource, clientResource).
  ]),
];

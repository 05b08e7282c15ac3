/** The console's own strings (namespace `console`), Chinese: the default language. */
export const zh = {
  title: '布雷德物流管理平台',
  brand: '布雷德物流',
  login: {
    pageTitle: '登录',
    heading: '欢迎登录',
    subheading: '布雷德物流 · 运营管理平台',
    tenantId: '租户编号',
    tenantIdPlaceholder: '请输入租户编号',
    username: '账号',
    usernamePlaceholder: '请输入账号',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    captcha: '验证码',
    captchaPlaceholder: '请输入验证码',
    captchaRefresh: '看不清？点击图片换一张',
    submit: '登录',
    submitting: '登录中…',
    required: {
      tenantId: '请输入租户编号',
      username: '请输入账号',
      password: '请输入密码',
      captcha: '请输入验证码',
    },
    demo: '演示账号：租户 000000，账号 admin，密码 admin',
    toSite: '返回官网',
  },
  wel: {
    greeting: '你好，{{name}}',
    lead: '欢迎使用布雷德物流管理平台。',
  },
  menu: { home: '首页', login: '登录', dashboard: '控制台' },
  common: { createTime: '创建时间' },
  param: {
    title: '参数管理',
    paramName: '参数名称',
    paramKey: '参数键名',
    paramValue: '参数键值',
    remark: '备注',
    rules: { paramName: '请输入参数名称', paramKey: '请输入参数键名', paramValue: '请输入参数键值' },
  },
  frame: { logout: '退出登录' },
  /** Menu names by code; zh shows the server's own names, these are for other uses (e.g. titles). */
  route: {} as Record<string, string>,
};

export type ConsoleStrings = typeof zh;

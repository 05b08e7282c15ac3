import type { zh as zhAccountForms } from './accountForms/zh';

/**
 * The console's own strings (namespace `console`), Chinese: the default language. Only what the
 * public routes show at once (the sign-in form, error pages, titles) is here, bundled with the
 * app's entry; the account forms' strings (accountForms/) load with those forms, and the
 * signed-in pages' strings are in `shell/` and load with the console shell.
 */
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
    captchaRefresh: '看不清？换一张',
    captchaImage: '验证码图片',
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
    returning: {
      social: '第三方系统登录中，请稍后…',
      sso: '单点系统登录中，请稍后…',
    },
    social: {
      title: '第三方登录',
      sources: { github: 'GitHub', gitee: '码云', wechat_open: '微信', qq: 'QQ', dingtalk: '钉钉' },
    },
    mode: { label: '登录方式', account: '账号登录', phone: '手机号登录' },
    language: '语言',
    // Each in its own language, whatever the page's.
    languages: { zh: '中文', en: 'English' },
  },
  menu: { home: '首页', login: '登录', dashboard: '控制台', info: '个人信息', test: '测试页' },
  errorPage: {
    detail: '错误信息：{{message}}',
    chunkFailed: '控制台的一部分没有加载：它可能刚刚更新，或网络中断了。重新加载页面即可继续。',
    reload: '重新加载',
  },
  // The title alone: the route table names /change-password's tab and page title with it before the
  // page's module loads (which adds the rest: accountForms/).
  changePassword: {
    title: '设置新密码',
  },
};

/** Both parts, as the English file has them in one. */
export type ConsoleStrings = typeof zh & typeof zhAccountForms;

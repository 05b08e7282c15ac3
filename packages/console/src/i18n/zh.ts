/**
 * The console's own strings (namespace `console`), Chinese: the default language. Only what the
 * public routes show (sign-in, error pages, titles) is here, bundled with the app's entry; the
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
    phone: '手机号',
    phonePlaceholder: '请输入手机号',
    smsCode: '验证码',
    smsCodePlaceholder: '请输入 6 位短信验证码',
    sendCode: '获取验证码',
    resendIn: '{{seconds}} 秒后重新获取',
    codeSent: '验证码已发送，5 分钟内有效',
    smsCodeRequired: '请输入短信验证码',
    smsCodeFormat: '短信验证码为 6 位数字',
    choose: {
      heading: '选择部门和角色',
      lead: '{{name}}，您属于多个部门或拥有多个角色，请选择本次登录使用的部门和角色。',
      back: '返回重新登录',
    },
  },
  // SPEC §5 "Phone check": the sign-in page's phone tab and the signed-in pages' forms.
  phone: {
    empty: '手机号码不能为空',
    length: '手机号码长度不为11位',
    format: '手机号码格式不正确',
  },
  menu: { home: '首页', login: '登录', dashboard: '控制台', info: '个人信息', test: '测试页' },
  switchDept: {
    title: '切换部门',
    deptId: '部门',
    roleId: '角色',
    deptPlaceholder: '请选择部门',
    rolePlaceholder: '请选择角色',
    ok: '确定',
    cancel: '取消',
    done: '切换成功',
    rules: { deptId: '请选择部门', roleId: '请选择角色' },
  },
  errorPage: {
    detail: '错误信息：{{message}}',
    chunkFailed: '控制台的一部分没有加载：它可能刚刚更新，或网络中断了。重新加载页面即可继续。',
    reload: '重新加载',
  },
  changePassword: {
    title: '设置新密码',
    lead: '当前账号使用的是初始密码。为了账号安全，请先设置一个新密码，再进入系统。',
    oldPassword: '原密码',
    newPassword: '新密码',
    newPassword1: '确认新密码',
    submit: '保存并进入系统',
    signOut: '退出登录',
    rules: {
      oldPassword: '请输入原密码',
      newPassword: '请输入新密码',
      newPassword1: '请再次输入新密码',
      mismatch: '两次输入的密码不一致',
      sameAsOld: '新密码不能与原密码相同',
    },
  },
};

export type ConsoleStrings = typeof zh;

/** Signing in, sessions, tokens and one-time codes: what the sign-in endpoints and guards answer. */
export const AUTH_ZH = {
  missingClient: '请求头中缺少客户端信息 (Authorization: Basic …)',
  badClient: '客户端认证失败',
  locked: '用户登录失败次数过多，请30分钟后再试',
  clientThrottled: '该网络地址登录失败次数过多，请 {{minutes}} 分钟后再试',
  codesPerDevice: '本设备一小时内请求验证码过多（最多 {{limit}} 次），请稍后再试',
  codeJustSent: '验证码已发送，请一分钟后再重新获取',
  codesPerPhone: '该手机号一小时内最多获取 {{limit}} 次验证码，请稍后再试',
  passwordChangeRequired: '当前账号使用的是初始密码，请先修改密码后再使用系统',
  sameAsInitial: '新密码不能与初始密码相同，请设置一个新的密码',
  accountPending: '账号正在等待管理员审核，审核通过后即可登录',
  accountRefused: '账号注册申请未通过审核，请联系管理员',
  tenantGone: '租户不存在或已被删除，请联系管理员',
  tenantExpired: '租户授权已过期，请联系管理员',
  refBadId: '{{label}}编号格式不正确',
  refNotInTenant: '{{label}}不存在或不属于当前租户',
} as const;

/** What a user row's references are called (`refBadId`, `refNotInTenant`). */
export const USER_REF_ZH = { role: '角色', dept: '部门', post: '岗位' } as const;

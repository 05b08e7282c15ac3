/** Messages of services/auth: the token endpoints' grants, phone and third-party sign-in, error logs. */
export const SIGN_IN_ZH = {
  wrongCredentials: '用户名或密码错误',
  wrongCaptcha: '验证码不正确',
  credentialsEmpty: '用户名或密码不能为空',
  unsupportedGrant: '不支持的授权类型: {{grantType}}',
  badParams: '请求参数格式不正确',
  badParam: '参数 {{name}} 格式不正确',
  paramTooLong: '参数 {{name}} 过长',
  refreshRefused: '刷新令牌无效或已过期，请重新登录',
  refreshReused: '刷新令牌已被使用过，为安全起见会话已结束，请重新登录',
  userGoneSignInAgain: '用户不存在或已被删除，请重新登录',
  userGone: '用户不存在或已被删除',
  smsCodeSent: '验证码已发送，5 分钟内有效',
  wrongSmsCode: '验证码错误或已过期，请重新获取',
  phoneAndCodeEmpty: '手机号和验证码不能为空',
  phoneOfManyUsers: '该手机号对应多个账号，请使用账号密码登录',
  noProvider:
    '未配置第三方登录{{name}}，请联系管理员在 BLADE_SOCIAL_PROVIDERS 中配置 (no social provider{{name}} is configured)',
  socialStateRefused: '第三方登录已过期或不是从本站发起，请重新点击第三方登录',
  redirectMismatch:
    'redirect_uri 与单点登录配置不一致（应为 {{expected}}），请检查控制台的 VITE_REDIRECT_URI',
  identityUnboundNamed:
    '该{{source}} 账号 {{name}}尚未绑定本系统用户，请先用账号密码登录，或请管理员为您绑定 (oauth id {{uuid}})',
  identityUnbound:
    '该{{source}} 账号尚未绑定本系统用户，请先用账号密码登录，或请管理员为您绑定 (oauth id {{uuid}})',
  errorLogsNotArray: '请求体应为错误日志数组 [{url, time, type, message, stack, info}]',
  errorLogsTooMany: '一次最多上传 {{limit}} 条错误日志',
  errorLogNotObject: '第 {{index}} 条错误日志应为对象',
  errorLogNoMessage: '第 {{index}} 条错误日志缺少 message',
  providerUnreachable: '第三方登录服务 {{provider}} 暂时无法访问（{{why}}），请稍后重试或使用账号密码登录',
  providerTimeout: '{{ms}} 毫秒内无应答',
  providerConnectFailed: '连接失败',
  providerNotJson: 'HTTP {{status}}，应答不是 JSON',
  providerNoId: '用户信息应答缺少 {{field}}',
  providerCodeRefused: '{{provider}} 授权码无效或已过期，请重新点击第三方登录',
  providerCodeRefusedWhy: '{{provider}} 授权码无效或已过期：{{error}}，请重新点击第三方登录',
} as const;

/** Chinese (default) strings of the design system, namespace `ui`. */
export const zh = {
  common: {
    loading: '加载中',
    close: '关闭',
    confirm: '确定',
    cancel: '取消',
    clear: '清空',
    required: '必填',
    noData: '暂无数据',
    backHome: '返回首页',
  },
  input: {
    clear: '清空输入',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
  },
  alert: {
    success: '成功',
    warning: '警告',
    error: '错误',
    info: '提示',
    dismiss: '关闭提示',
  },
  errorPage: {
    '403': { title: '无权访问', description: '抱歉，你没有访问此页面的权限。如需访问，请联系管理员。' },
    '404': { title: '页面不存在', description: '抱歉，你访问的页面不存在或已被移除，请检查地址是否正确。' },
    '500': { title: '服务器出错了', description: '抱歉，服务器暂时无法处理你的请求，请稍后再试。' },
  },
  theme: {
    'theme-default': '默认主题',
    'theme-white': '白色主题',
    'theme-dark': '黑色主题',
    'theme-star': '星空主题',
    'theme-blue': '智能蓝',
    'theme-iview': 'iView 主题',
    'theme-vip': 'VIP 主题',
    'theme-cool': '炫彩主题',
    'theme-d2': 'D2 主题',
    'theme-hey': 'Hey 主题',
    'theme-lte': 'LTE 主题',
  },
  toast: {
    region: '通知',
  },
} as const;

/** The shape every locale of namespace `ui` must have (same keys, any strings). */
export type UiMessages = DeepStrings<typeof zh>;

type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

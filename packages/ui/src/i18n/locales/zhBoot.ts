/**
 * The Chinese strings of the components a sign-in form uses (fields, alerts, toasts): bundled with the
 * library's i18n, so they are there at once. The other components' strings (`zh.ts`) come with them.
 */
export const zhBoot = {
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
  toast: {
    region: '通知',
  },
};

import { longText, text } from '../../define';

/**
 * Columns the three log tables share (blade-api.md §6.3). Logs are written by the server itself
 * (and the console's error upload), never by `submit`: no field is required, and `createTime` is
 * the table's own (the audit time every list may filter on).
 */
export const logFields = {
  serviceId: text(32, { label: '服务id', en: 'Service', search: 'like' }),
  serverHost: text(255, { label: '服务host', en: 'Host', search: 'like' }),
  serverIp: text(255, { label: '服务ip', en: 'Server IP' }),
  env: text(255, { label: '软件环境', en: 'Environment' }),
  method: text(10, { label: '请求方法', en: 'Method', search: 'like' }),
  requestUri: text(2000, { label: '请求接口', en: 'URI', search: 'like' }),
  userAgent: text(1000, { label: '用户代理', en: 'User agent' }),
  remoteIp: text(255, { label: '请求ip', en: 'Remote IP', search: 'like' }),
  methodClass: text(255, { label: '方法类', en: 'Class' }),
  methodName: text(255, { label: '方法名', en: 'Method name' }),
  params: longText({ label: '请求数据', en: 'Parameters' }),
  createBy: text(64, { label: '操作人', en: 'By', search: 'like' }),
} as const;

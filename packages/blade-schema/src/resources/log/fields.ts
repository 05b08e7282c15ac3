import { longText, text } from '../../define';

/**
 * Columns the three log tables share (blade-api.md §6.3). Logs are written by the server itself
 * (and the console's error upload), never by `submit`: no field is required, and `createTime` is
 * the table's own (the audit time every list may filter on).
 */
export const logFields = {
  serviceId: text(32, { label: '服务id', search: 'like' }),
  serverHost: text(255, { label: '服务host', search: 'like' }),
  serverIp: text(255, { label: '服务ip' }),
  env: text(255, { label: '软件环境' }),
  method: text(10, { label: '请求方法', search: 'like' }),
  requestUri: text(2000, { label: '请求接口', search: 'like' }),
  userAgent: text(1000, { label: '用户代理' }),
  remoteIp: text(255, { label: '请求ip', search: 'like' }),
  methodClass: text(255, { label: '方法类' }),
  methodName: text(255, { label: '方法名' }),
  params: longText({ label: '请求数据' }),
  createBy: text(64, { label: '操作人', search: 'like' }),
} as const;

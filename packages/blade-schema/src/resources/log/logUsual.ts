import { datetime, defineResource, longText, text } from '../../define';
import { logFields } from './fields';

/** Application log lines worth keeping (`/blade-log/usual`), read-only; lists omit `params`, `logData`. */
export const logUsualResource = defineResource({
  name: 'logUsual',
  label: '通用日志',
  en: 'General log',
  path: '/blade-log/usual',
  table: 'blade_log_usual',
  ownService: true,
  fields: {
    ...logFields,
    logLevel: text(10, { label: '日志级别', en: 'Level', search: 'like' }),
    logId: text(100, { label: '日志业务id', en: 'Log ID', search: 'like' }),
    logData: longText({ label: '日志数据', en: 'Data' }),
    time: datetime({ label: '请求时间', en: 'Request time' }),
  },
  sortable: ['createTime'],
  orderBy: [{ field: 'createTime' }],
  buttons: ['view'],
  listCreateTime: true,
});

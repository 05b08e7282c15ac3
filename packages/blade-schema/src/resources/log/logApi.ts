import { defineResource, text } from '../../define';
import { logFields } from './fields';

/** One API call (`/blade-log/api`), read-only: `time` is how long it took (ms, as text). */
export const logApiResource = defineResource({
  name: 'logApi',
  label: '接口日志',
  en: 'API log',
  path: '/blade-log/api',
  table: 'blade_log_api',
  ownService: true,
  fields: {
    ...logFields,
    type: text(1, { label: '日志类型', en: 'Type', default: '1', search: 'like' }),
    title: text(255, { label: '日志名', en: 'Title', search: 'like' }),
    time: text(64, { label: '请求时间', en: 'Duration' }),
  },
  sortable: ['createTime'],
  orderBy: [{ field: 'createTime' }],
  buttons: ['view'],
  listCreateTime: true,
});

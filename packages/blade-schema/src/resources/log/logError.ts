import { defineResource, integer, longText, text } from '../../define';
import { logFields } from './fields';

/** An error (`/blade-log/error`), read-only; lists omit `params`, `stackTrace` and `message`. */
export const logErrorResource = defineResource({
  name: 'logError',
  label: '错误日志',
  en: 'Error log',
  path: '/blade-log/error',
  table: 'blade_log_error',
  ownService: true,
  fields: {
    ...logFields,
    stackTrace: longText({ label: '异常堆栈', en: 'Stack trace' }),
    exceptionName: text(255, { label: '异常名', en: 'Exception', search: 'like' }),
    message: longText({ label: '异常信息', en: 'Message' }),
    lineNumber: integer({ label: '代码行数', en: 'Line' }),
    fileName: text(1000, { label: '文件名', en: 'File', search: 'like' }),
  },
  sortable: ['createTime'],
  orderBy: [{ field: 'createTime' }],
  buttons: ['view'],
  listCreateTime: true,
});

import { defineResource, integer, text } from '../../define';

/**
 * Object-storage configurations (`/blade-resource/oss`), BladeX's fields: `category` 1 minio,
 * 2 qiniu, 3 ali, 4 tencent (named by the server, not a dictionary); one configuration per tenant
 * is enabled (`status` 2). The service adds `enable`, keeps `secretKey` masked and requires a code.
 */
export const ossResource = defineResource({
  name: 'oss',
  label: '对象存储配置',
  path: '/blade-resource/oss',
  table: 'blade_oss',
  fields: {
    // Nullable in the table, so not `required` here; the service still refuses an empty code.
    ossCode: text(32, { label: '资源编号', search: 'like', ui: { width: 150 } }),
    category: integer({
      label: '分类',
      minValue: 1,
      maxValue: 4,
      default: 1,
      search: 'equal',
      ui: { width: 110 },
    }),
    endpoint: text(255, { label: '资源地址', required: true, search: 'like' }),
    bucketName: text(255, { label: '空间名', required: true, search: 'like', ui: { width: 140 } }),
    accessKey: text(255, { label: 'accessKey', required: true, ui: { hideInTable: true } }),
    secretKey: text(255, { label: 'secretKey', required: true, ui: { hideInTable: true } }),
    appId: text(255, { label: 'appId', ui: { hideInTable: true } }),
    region: text(255, { label: 'region', ui: { hideInTable: true } }),
    remark: text(255, { label: '备注', ui: { control: 'textarea', span: 24, hideInTable: true } }),
  },
});

import { defineResource, text } from '../../define';
import { remarkField } from '../remark';
import { providerCategory, providerCode, providerKeys, providerSetting } from './provider-fields';

/**
 * Object-storage configurations (`/blade-resource/oss`), BladeX's fields: `category` 1 minio,
 * 2 qiniu, 3 ali, 4 tencent (named by the server, not a dictionary); one configuration per tenant
 * is enabled (`status` 2). The service adds `enable`, keeps `secretKey` masked and requires a code.
 */
export const ossResource = defineResource({
  name: 'oss',
  label: '对象存储配置',
  en: 'Storage setting',
  path: '/blade-resource/oss',
  table: 'blade_oss',
  ownService: true,
  fields: {
    ossCode: providerCode,
    category: providerCategory,
    endpoint: providerSetting(255, { label: '资源地址', en: 'Endpoint' }),
    bucketName: providerSetting(255, { label: '空间名', en: 'Bucket', ui: { width: 140 } }),
    ...providerKeys,
    appId: text(255, { label: 'appId', en: 'App ID', ui: { hideInTable: true } }),
    region: text(255, { label: 'region', en: 'Region', ui: { hideInTable: true } }),
    remark: remarkField(),
  },
  sortable: ['ossCode', 'category', 'endpoint', 'bucketName'],
});

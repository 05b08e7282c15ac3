import { defineResource, text } from '../../define';
import { remarkField } from '../remark';
import { providerCategory, providerKeys } from './provider-fields';

/**
 * SMS configurations (`/blade-resource/sms`), BladeX's fields: `category` 1 yunpian, 2 qiniu, 3 ali,
 * 4 tencent (named by the server); `templateId` and `signName` are the provider's. The service adds
 * `enable` and `endpoint/send-message`, keeps `secretKey` masked and requires a code.
 */
export const smsResource = defineResource({
  name: 'sms',
  label: '短信配置',
  en: 'SMS setting',
  path: '/blade-resource/sms',
  table: 'blade_sms',
  ownService: true,
  fields: {
    // Nullable in the table, so not `required` here; the service still refuses an empty code.
    smsCode: text(32, { label: '资源编号', en: 'Code', search: 'like', ui: { width: 150 } }),
    category: providerCategory,
    templateId: text(64, { label: '模版ID', en: 'Template ID', required: true, search: 'like' }),
    signName: text(64, {
      label: '短信签名',
      en: 'Signature',
      required: true,
      search: 'like',
      ui: { width: 140 },
    }),
    ...providerKeys,
    regionId: text(255, { label: 'regionId', en: 'Region ID', ui: { hideInTable: true } }),
    // Tencent Cloud's SmsSdkAppId; the other gateways need none.
    appId: text(64, { label: 'appId', en: 'App ID', ui: { hideInTable: true } }),
    remark: remarkField(),
  },
  sortable: ['smsCode', 'category', 'templateId', 'signName'],
});

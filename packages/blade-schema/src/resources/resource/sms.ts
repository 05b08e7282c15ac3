import { defineResource, text } from '../../define';
import { remarkField } from '../remark';
import { providerCategory, providerCode, providerKeys, providerSetting } from './provider-fields';

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
    smsCode: providerCode,
    category: providerCategory,
    templateId: providerSetting(64, { label: '模版ID', en: 'Template ID' }),
    signName: providerSetting(64, { label: '短信签名', en: 'Signature', ui: { width: 140 } }),
    ...providerKeys,
    regionId: text(255, { label: 'regionId', en: 'Region ID', ui: { hideInTable: true } }),
    // Tencent Cloud's SmsSdkAppId; the other gateways need none.
    appId: text(64, { label: 'appId', en: 'App ID', ui: { hideInTable: true } }),
    remark: remarkField(),
  },
  sortable: ['smsCode', 'category', 'templateId', 'signName'],
});

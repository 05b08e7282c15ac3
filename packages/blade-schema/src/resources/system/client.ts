import { defineResource, integer, text } from '../../define';

/**
 * A token validity in seconds: at least one second, at most a year. Its placeholder says what the
 * number is ("Enter access token seconds" said nothing of how long a token lasts).
 */
const validity = (label: string, en: string, placeholder: { zh: string; en: string }) =>
  integer({ label, en, placeholder, required: true, minValue: 1, maxValue: 31_536_000 });

/**
 * OAuth clients (SPEC §3); token issuance reads the id, the secret and the two validities.
 * The secret is special and stays in the server's code: it is write-only (never listed, searched
 * or sorted on), required on insert only, and an update that leaves it empty keeps the current one;
 * so it is not `required` here. `scope` and the grant types get defaults on insert there too.
 */
export const clientResource = defineResource({
  name: 'client',
  label: '客户端',
  en: 'Client',
  titleField: 'clientId',
  path: '/blade-system/client',
  table: 'blade_client',
  ownService: true,
  // Clients are shared by every tenant (platform administrators only).
  tenantScoped: false,
  fields: {
    clientId: text(48, { label: '应用ID', en: 'Client ID', required: true, search: 'like' }),
    clientSecret: text(256, {
      label: '应用密钥',
      en: 'Client secret',
      secret: true,
      ui: { hideInTable: true },
    }),
    scope: text(256, { label: '权限范围', en: 'Scope', default: 'all' }),
    authorizedGrantTypes: text(256, { label: '授权类型', en: 'Grant types' }),
    accessTokenValidity: validity('令牌秒数', 'Access token seconds', {
      zh: '请输入令牌秒数',
      en: 'Enter how many seconds an access token lasts',
    }),
    refreshTokenValidity: validity('刷新秒数', 'Refresh token seconds', {
      zh: '请输入刷新秒数',
      en: 'Enter how many seconds a refresh token lasts',
    }),
    webServerRedirectUri: text(256, { label: '回调地址', en: 'Redirect URI', ui: { hideInTable: true } }),
    resourceIds: text(256, { label: '资源集合', en: 'Resource IDs', ui: { hideInTable: true } }),
    authorities: text(256, { label: '权限', en: 'Authorities', ui: { hideInTable: true } }),
    autoapprove: text(256, {
      label: '自动授权',
      en: 'Auto approve',
      // OAuth's `autoapprove`: "true" for every scope, or the scopes approved without asking.
      placeholder: { zh: '请输入自动授权', en: 'Enter “true” or the scopes approved without asking' },
      ui: { hideInTable: true },
    }),
    additionalInformation: text(4096, {
      label: '附加说明',
      en: 'Additional information',
      ui: { control: 'textarea', span: 24, hideInTable: true },
    }),
  },
  sortable: ['clientId', 'accessTokenValidity', 'refreshTokenValidity'],
  menu: {
    parent: 'system',
    name: '应用管理',
    en: 'OAuth clients',
    path: '/system/client',
    source: 'iconfont iconicon_mobile',
    sort: 11,
  },
});

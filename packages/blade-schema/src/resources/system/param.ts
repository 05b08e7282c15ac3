import { defineResource, longText, text } from '../../define';
import { remarkField } from '../remark';

/** System parameters (SPEC §3, §5): name, key and value are required; keys are unique per tenant. */
export const paramResource = defineResource({
  name: 'param',
  label: '参数',
  en: 'Parameter',
  path: '/blade-system/param',
  table: 'blade_param',
  ownService: true,
  fields: {
    paramName: text(255, { label: '参数名称', en: 'Name', required: true, search: 'like' }),
    paramKey: text(255, { label: '参数键名', en: 'Key', required: true, search: 'like', unique: true }),
    paramValue: longText({
      label: '参数键值',
      en: 'Value',
      required: true,
      max: 65_535,
      ui: { span: 24, minRows: 6 },
    }),
    remark: remarkField(),
  },
  sortable: ['paramName', 'paramKey', 'createTime'],
  listCreateTime: true,
  menu: {
    parent: 'system',
    name: '参数管理',
    en: 'Parameters',
    path: '/system/param',
    source: 'iconfont iconicon_community_line',
    sort: 8,
  },
});

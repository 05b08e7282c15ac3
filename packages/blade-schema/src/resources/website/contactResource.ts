import { AUDIT_DATA_SCOPE } from '../../dataScopes';
import { defineResource, integer, text } from '../../define';
import { langField, sortField } from './content-fields';

/** Ways to reach the group (SPEC §1 网站管理 › 联系资源): hot lines, branches, partners' desk. */
export const contactResourceResource = defineResource({
  name: 'contactResource',
  label: '联系资源',
  en: 'Contact',
  path: '/blade-contact/contactResource',
  table: 'blade_contact_resource',
  fields: {
    name: text(64, { label: '名称', en: 'Name', required: true, search: 'like', ui: { width: 180 } }),
    lang: langField,
    type: integer({
      label: '类别',
      en: 'Category',
      required: true,
      dict: 'contact_type',
      search: 'equal',
      default: 1,
    }),
    phone: text(32, { label: '电话', en: 'Phone', ui: { width: 140 } }),
    email: text(128, { label: '邮箱', en: 'Email', format: 'email' }),
    address: text(255, { label: '地址', en: 'Address', ui: { span: 24 } }),
    workHours: text(64, { label: '服务时间', en: 'Service hours', ui: { hideInTable: true } }),
    sort: sortField,
  },
  sortable: ['name', 'lang', 'type', 'sort'],
  orderBy: [{ field: 'sort' }],
  menu: {
    parent: 'website',
    code: 'contact',
    name: '联系资源',
    en: 'Contact resources',
    path: '/website/contact',
    source: 'iconfont iconicon_phone',
    sort: 4,
  },
  // Data-scope rules with the resource's name as code narrow its list and details.
  dataScope: AUDIT_DATA_SCOPE,
});

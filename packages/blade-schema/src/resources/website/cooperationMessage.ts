import { datetime, defineResource, integer, longText, text } from '../../define';
import { visitorMobileField } from './visitor-fields';

/**
 * Messages sent on the public site's join-us page (SPEC §1 网站管理 › 合作留言): an inbox for staff,
 * who read them (read/unread) and note what they did. Visitors write them through `addMessage`.
 */
export const cooperationMessageResource = defineResource({
  name: 'cooperationMessage',
  label: '合作留言',
  en: 'Cooperation message',
  path: '/blade-cooperation/cooperationmessage',
  table: 'blade_cooperation_message',
  ownService: true,
  fields: {
    name: text(32, { label: '姓名', en: 'Name', required: true, search: 'like', ui: { width: 100 } }),
    type: integer({
      label: '类别',
      en: 'Category',
      required: true,
      dict: 'cooperation_type',
      search: 'equal',
      default: 1,
    }),
    company: text(100, { label: '单位', en: 'Company' }),
    phone: visitorMobileField,
    email: text(128, { label: '邮箱', en: 'Email', format: 'email', ui: { hideInTable: true } }),
    content: longText({ label: '留言内容', en: 'Message', required: true, max: 2000, ui: { span: 24 } }),
    readStatus: integer({
      label: '状态',
      en: 'Status',
      dict: 'read_status',
      search: 'equal',
      default: 0,
      readOnly: true,
    }),
    readTime: datetime({ label: '阅读时间', en: 'Read at', readOnly: true, ui: { hideInTable: true } }),
    reply: text(500, {
      label: '处理备注',
      en: 'Follow-up note',
      ui: { control: 'textarea', span: 24, hideInTable: true },
    }),
  },
  sortable: ['name', 'type', 'company', 'readStatus', 'createTime'],
  orderBy: [{ field: 'createTime', desc: true }],
  listCreateTime: true,
  // Visitors write messages; staff read, annotate and delete them.
  buttons: ['edit', 'delete', 'view'],
  menu: {
    parent: 'website',
    code: 'cooperation',
    name: '合作留言',
    en: 'Cooperation messages',
    path: '/website/cooperation',
    source: 'iconfont iconicon_message',
    sort: 3,
  },
});

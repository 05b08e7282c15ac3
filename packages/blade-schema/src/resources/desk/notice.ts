import { AUDIT_DATA_SCOPE } from '../../dataScopes';
import { datetime, defineResource, integer, longText, text } from '../../define';

/** Notices of the desk (blade-api.md §6.2); `category` is the `notice` dictionary. */
export const noticeResource = defineResource({
  name: 'notice',
  label: '通知公告',
  en: 'Notice',
  path: '/blade-desk/notice',
  table: 'blade_notice',
  ownService: true,
  fields: {
    title: text(255, { label: '标题', en: 'Title', required: true, search: 'like' }),
    category: integer({
      label: '通知类型',
      en: 'Category',
      required: true,
      minValue: 1,
      maxValue: 99,
      dict: 'notice',
      search: 'equal',
    }),
    releaseTime: datetime({
      label: '发布时间',
      en: 'Released',
      // "Select released" in English.
      placeholder: { zh: '请选择发布时间', en: 'Select a release time' },
      search: 'range',
    }),
    content: longText({ label: '内容', en: 'Content', max: 65_535 }),
  },
  sortable: ['title', 'category', 'releaseTime'],
  orderBy: [{ field: 'releaseTime', desc: true }],
  // Data-scope rules with resource code `notice` narrow who sees which notices.
  dataScope: AUDIT_DATA_SCOPE,
});

import { AUDIT_DATA_SCOPE } from '../../dataScopes';
import { defineResource, integer, text, url } from '../../define';
import { langField, sortField } from './content-fields';

/** Milestones of the group, shown as a timeline on the about-us page (网站管理 › 发展历程). */
export const developPathResource = defineResource({
  name: 'developPath',
  label: '发展历程',
  en: 'Milestone',
  path: '/blade-company/developPath',
  table: 'blade_develop_path',
  fields: {
    year: integer({
      label: '年份',
      en: 'Year',
      required: true,
      minValue: 1900,
      maxValue: 2100,
      search: 'equal',
      ui: { width: 80 },
    }),
    title: text(100, { label: '标题', en: 'Title', required: true, search: 'like', ui: { width: 220 } }),
    lang: langField,
    content: text(500, { label: '内容', en: 'Text', ui: { control: 'textarea', span: 24 } }),
    image: url(500, { label: '图片', en: 'Picture', ui: { control: 'image', hideInTable: true } }),
    sort: sortField,
  },
  sortable: ['year', 'title', 'lang', 'sort'],
  orderBy: [{ field: 'year' }, { field: 'sort' }],
  menu: {
    parent: 'website',
    code: 'develop_path',
    name: '发展历程',
    en: 'Development path',
    path: '/website/developPath',
    source: 'iconfont iconicon_timeline',
    sort: 5,
  },
  // Data-scope rules with the resource's name as code narrow its list and details.
  dataScope: AUDIT_DATA_SCOPE,
});

import { datetime, defineResource, html, integer, text, url } from '../../define';
import { DRAFT, langField, publishStatusField } from './content-fields';

/**
 * News of the group (SPEC §1 网站管理 › 新闻动态): written in the console with a rich-text editor,
 * shown on the public site once published, and synced to the WeChat official account on request.
 */
export const newsResource = defineResource({
  name: 'news',
  label: '新闻',
  en: 'News item',
  path: '/blade-news/news',
  table: 'blade_news',
  ownService: true,
  fields: {
    title: text(120, { label: '标题', en: 'Title', required: true, search: 'like', ui: { width: 260 } }),
    lang: langField,
    category: integer({
      label: '类别',
      en: 'Category',
      required: true,
      dict: 'news_category',
      search: 'equal',
      default: 1,
    }),
    cover: url(500, { label: '封面', en: 'Cover', ui: { control: 'image', width: 100 } }),
    summary: text(300, {
      label: '摘要',
      en: 'Summary',
      ui: { control: 'textarea', span: 24, hideInTable: true },
    }),
    content: html({ label: '正文', en: 'Text', required: true, max: 200_000, ui: { hideInTable: true } }),
    author: text(64, { label: '作者', en: 'Author', ui: { width: 100 } }),
    publishStatus: publishStatusField(DRAFT),
    publishTime: datetime({
      label: '发布时间',
      en: 'Published at',
      placeholder: { zh: '请选择发布时间', en: 'Select a publishing time' },
      search: 'range',
    }),
    // Written by `syncWeixinPublic`: when it last ran and what the account answered.
    syncStatus: integer({
      label: '公众号同步',
      en: 'WeChat sync',
      dict: 'news_sync_status',
      default: 0,
      readOnly: true,
    }),
    syncTime: datetime({ label: '同步时间', en: 'Synced at', readOnly: true, ui: { hideInTable: true } }),
    syncMessage: text(500, {
      label: '同步结果',
      en: 'Sync result',
      readOnly: true,
      ui: { hideInTable: true },
    }),
    syncMediaId: text(128, {
      label: '公众号素材编号',
      en: 'WeChat media ID',
      readOnly: true,
      ui: { hideInTable: true },
    }),
  },
  sortable: ['title', 'category', 'publishStatus', 'publishTime'],
  orderBy: [
    { field: 'publishTime', desc: true },
    { field: 'createTime', desc: true },
  ],
  menu: {
    parent: 'website',
    name: '新闻动态',
    en: 'News',
    path: '/website/news',
    source: 'iconfont iconicon_news',
    sort: 2,
  },
});

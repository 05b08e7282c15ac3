import { AUDIT_DATA_SCOPE } from '../../dataScopes';
import { defineResource, text, url } from '../../define';
import { remarkField } from '../remark';
import { langField, sortField } from './content-fields';

/** Home-page slides of the public website (SPEC §1 网站管理 › 轮播图). */
export const carouselResource = defineResource({
  name: 'carousel',
  label: '轮播图',
  en: 'Carousel slide',
  path: '/blade-website/carousel',
  table: 'blade_carousel',
  fields: {
    title: text(64, { label: '标题', en: 'Title', required: true, search: 'like' }),
    lang: langField,
    imageUrl: url(500, {
      label: '图片',
      en: 'Picture',
      required: true,
      ui: { control: 'image', width: 120 },
    }),
    linkUrl: url(500, { label: '链接', en: 'Link', ui: { width: 220 } }),
    sort: sortField,
    remark: remarkField(),
  },
  sortable: ['title', 'lang', 'sort'],
  orderBy: [{ field: 'sort' }],
  menu: {
    parent: 'website',
    name: '轮播图',
    en: 'Carousel',
    path: '/website/carousel',
    source: 'iconfont iconicon_image',
    sort: 1,
  },
  // Data-scope rules with the resource's name as code narrow its list and details.
  dataScope: AUDIT_DATA_SCOPE,
});

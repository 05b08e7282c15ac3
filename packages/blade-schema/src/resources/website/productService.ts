import { AUDIT_DATA_SCOPE } from '../../dataScopes';
import { defineResource, html, text, url } from '../../define';
import { langField, sortField } from './content-fields';

/** What the group sells (网站管理 › 产品服务): the services page and the home page's service cards. */
export const productServiceResource = defineResource({
  name: 'productService',
  label: '产品服务',
  en: 'Product or service',
  path: '/blade-product/productService',
  table: 'blade_product_service',
  fields: {
    name: text(64, { label: '名称', en: 'Name', required: true, search: 'like', ui: { width: 180 } }),
    lang: langField,
    icon: url(500, { label: '图标', en: 'Icon', ui: { control: 'image', width: 80 } }),
    summary: text(300, {
      label: '简介',
      en: 'Summary',
      required: true,
      ui: { control: 'textarea', span: 24 },
    }),
    content: html({ label: '详细介绍', en: 'Description', max: 100_000, ui: { hideInTable: true } }),
    sort: sortField,
  },
  sortable: ['name', 'lang', 'sort'],
  orderBy: [{ field: 'sort' }],
  menu: {
    parent: 'website',
    code: 'product_service',
    name: '产品服务',
    en: 'Products and services',
    path: '/website/productService',
    source: 'iconfont iconicon_box',
    sort: 7,
  },
  // Data-scope rules with the resource's name as code narrow its list and details.
  dataScope: AUDIT_DATA_SCOPE,
});

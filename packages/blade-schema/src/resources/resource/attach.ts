import { defineResource, integer, text } from '../../define';

/**
 * Uploaded files (`/blade-resource/attach`): OSS `put-file` records one row per upload; the page
 * lists, views and removes them (no add or edit).
 */
export const attachResource = defineResource({
  name: 'attach',
  label: '附件',
  en: 'Attachment',
  path: '/blade-resource/attach',
  table: 'blade_attach',
  ownService: true,
  fields: {
    link: text(1000, { label: '附件地址', en: 'Link', required: true, ui: { span: 24 } }),
    domainUrl: text(500, { label: '附件域名', en: 'Domain', ui: { hideInTable: true } }),
    name: text(500, { label: '附件名称', en: 'Name', required: true, search: 'like' }),
    originalName: text(500, { label: '附件原名', en: 'Original name', required: true, search: 'like' }),
    extension: text(12, { label: '附件拓展名', en: 'Extension', search: 'like', ui: { width: 110 } }),
    // bigint in the table (`mode: 'number'`), a number on the wire.
    attachSize: integer({ label: '附件大小', en: 'Size', minValue: 0, ui: { width: 110 } }),
    // Where the bytes went (set by `put-file` only: a submit must never point a row at another object).
    provider: text(32, {
      label: '存储位置',
      en: 'Stored in',
      // "Enter stored in" in English; the value is "local" or the code of an OSS provider.
      placeholder: { zh: '请输入存储位置', en: 'Enter “local” or an OSS code' },
      readOnly: true,
      search: 'equal',
      ui: { width: 120 },
    }),
    bucketName: text(255, { label: '空间名', en: 'Bucket', readOnly: true, ui: { hideInTable: true } }),
    objectKey: text(1000, { label: '对象键', en: 'Object key', readOnly: true, ui: { hideInTable: true } }),
    contentType: text(255, {
      label: '内容类型',
      en: 'Content type',
      readOnly: true,
      ui: { hideInTable: true },
    }),
    hash: text(64, { label: 'SHA-256', en: 'SHA-256', readOnly: true, ui: { hideInTable: true } }),
  },
  sortable: ['name', 'originalName', 'extension', 'attachSize', 'createTime'],
  listCreateTime: true,
});

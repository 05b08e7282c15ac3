import { defineResource, integer, text } from '../../define';

/**
 * Uploaded files (`/blade-resource/attach`): OSS `put-file` records one row per upload; the page
 * lists, views and removes them (no add or edit).
 */
export const attachResource = defineResource({
  name: 'attach',
  label: '附件',
  path: '/blade-resource/attach',
  table: 'blade_attach',
  fields: {
    link: text(1000, { label: '附件地址', required: true, ui: { span: 24 } }),
    domainUrl: text(500, { label: '附件域名', ui: { hideInTable: true } }),
    name: text(500, { label: '附件名称', required: true, search: 'like' }),
    originalName: text(500, { label: '附件原名', required: true, search: 'like' }),
    extension: text(12, { label: '附件拓展名', search: 'like', ui: { width: 110 } }),
    // bigint in the table (`mode: 'number'`), a number on the wire.
    attachSize: integer({ label: '附件大小', minValue: 0, ui: { width: 110 } }),
    // Where the bytes went (set by `put-file` only: a submit must never point a row at another object).
    provider: text(32, { label: '存储位置', readOnly: true, search: 'equal', ui: { width: 120 } }),
    bucketName: text(255, { label: '空间名', readOnly: true, ui: { hideInTable: true } }),
    objectKey: text(1000, { label: '对象键', readOnly: true, ui: { hideInTable: true } }),
    contentType: text(255, { label: '内容类型', readOnly: true, ui: { hideInTable: true } }),
    hash: text(64, { label: 'SHA-256', readOnly: true, ui: { hideInTable: true } }),
  },
  sortable: ['name', 'originalName', 'extension', 'attachSize', 'createTime'],
  listCreateTime: true,
});

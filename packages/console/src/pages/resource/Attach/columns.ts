import type { Attach } from '@blade-console/blade-client';
import { type CrudColumn, formatBytes } from '@blade-console/ui';
import { createElement } from 'react';

/** `/resource/attach`: uploaded files (read from `put-file`; a link, names and the size). */
export const attachColumns: CrudColumn<Attach>[] = [
  {
    field: 'link',
    label: 'console:resource.link',
    render: (value) =>
      value
        ? createElement('a', { href: String(value), target: '_blank', rel: 'noreferrer' }, String(value))
        : null,
    rules: [{ required: true }],
    span: 24,
  },
  { field: 'domainUrl', label: 'console:resource.domainUrl', hide: { table: true } },
  { field: 'name', label: 'console:resource.name', searchable: true, rules: [{ required: true }] },
  {
    field: 'originalName',
    label: 'console:resource.originalName',
    searchable: true,
    rules: [{ required: true }],
  },
  { field: 'extension', label: 'console:resource.extension', searchable: true, width: 110 },
  {
    field: 'attachSize',
    label: 'console:resource.attachSize',
    type: 'number',
    width: 110,
    render: (value) => (typeof value === 'number' ? formatBytes(value) : ''),
  },
  {
    field: 'createTime',
    label: 'console:common.createTime',
    type: 'datetime',
    searchable: { range: true },
    hide: { form: true },
    width: 170,
  },
];

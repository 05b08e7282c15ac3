import type { Oss } from '@blade-console/blade-client';
import type { CrudColumn } from '@blade-console/ui';
import { ossCategories } from '../providerCategories';

const required = (field: string) => [{ required: true, message: `console:resource.rules.${field}` }];

/** `/resource/oss`: storage configurations; one per tenant is enabled. */
export const ossColumns: CrudColumn<Oss>[] = [
  {
    field: 'ossCode',
    label: 'console:resource.ossCode',
    searchable: true,
    rules: required('code'),
    width: 150,
  },
  {
    field: 'category',
    label: 'console:resource.category',
    type: 'select',
    options: ossCategories,
    searchable: true,
    defaultValue: 1,
    width: 110,
  },
  { field: 'endpoint', label: 'console:resource.endpoint', searchable: true, rules: [{ required: true }] },
  {
    field: 'bucketName',
    label: 'console:resource.bucketName',
    searchable: true,
    rules: [{ required: true }],
    width: 140,
  },
  {
    field: 'accessKey',
    label: 'console:resource.accessKey',
    rules: [{ required: true }],
    hide: { table: true },
  },
  {
    field: 'secretKey',
    label: 'console:resource.secretKey',
    type: 'password',
    rules: [{ required: true }],
    hide: { table: true, view: true },
  },
  { field: 'appId', label: 'console:resource.appId', hide: { table: true } },
  { field: 'region', label: 'console:resource.region', hide: { table: true } },
  { field: 'remark', label: 'console:resource.remark', type: 'textarea', span: 24, hide: { table: true } },
  { field: 'statusName', label: 'console:resource.status', hide: { form: true }, width: 100 },
];

import type { Sms } from '@blade-console/blade-client';
import type { CrudColumn } from '@blade-console/ui';
import { smsCategories } from '../providerCategories';

/** `/resource/sms`: SMS configurations; one per tenant is enabled. */
export const smsColumns: CrudColumn<Sms>[] = [
  {
    field: 'smsCode',
    label: 'console:resource.smsCode',
    searchable: true,
    rules: [{ required: true, message: 'console:resource.rules.code' }],
    width: 150,
  },
  {
    field: 'category',
    label: 'console:resource.category',
    type: 'select',
    options: smsCategories,
    searchable: true,
    defaultValue: 1,
    width: 110,
  },
  {
    field: 'templateId',
    label: 'console:resource.templateId',
    searchable: true,
    rules: [{ required: true }],
  },
  {
    field: 'signName',
    label: 'console:resource.signName',
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
  { field: 'regionId', label: 'console:resource.regionId', hide: { table: true } },
  { field: 'remark', label: 'console:resource.remark', type: 'textarea', span: 24, hide: { table: true } },
  { field: 'statusName', label: 'console:resource.status', hide: { form: true }, width: 100 },
];

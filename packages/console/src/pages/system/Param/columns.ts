import type { Param } from '@blade-console/blade-client';
import type { CrudColumn } from '@blade-console/ui';

/** The parameter page (SPEC §5 "Parameter form": required fields checked on blur, value ≥ 6 rows). */
export const paramColumns: CrudColumn<Param>[] = [
  {
    field: 'paramName',
    label: 'console:param.paramName',
    searchable: true,
    rules: [{ required: true, message: 'console:param.rules.paramName' }],
  },
  {
    field: 'paramKey',
    label: 'console:param.paramKey',
    searchable: true,
    rules: [{ required: true, message: 'console:param.rules.paramKey' }],
  },
  {
    field: 'paramValue',
    label: 'console:param.paramValue',
    type: 'textarea',
    minRows: 6,
    span: 24,
    rules: [{ required: true, message: 'console:param.rules.paramValue' }],
  },
  { field: 'remark', label: 'console:param.remark', type: 'textarea', span: 24, hide: { table: true } },
  {
    field: 'createTime',
    label: 'console:common.createTime',
    type: 'datetime',
    searchable: { range: true },
    hide: { form: true },
  },
];

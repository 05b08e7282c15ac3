import type { Datasource as DatasourceRow } from '@blade-console/blade-client';
import { type CrudColumn, CrudTable } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import { useCrudPage } from '../../../crud/useCrudPage';
import { client } from '../../../session/client';

const required = (field: string) => [{ required: true, message: `console:datasource.rules.${field}` }];

export const datasourceColumns: CrudColumn<DatasourceRow>[] = [
  { field: 'name', label: 'console:datasource.name', searchable: true, rules: required('name') },
  {
    field: 'driverClass',
    label: 'console:datasource.driverClass',
    searchable: true,
    defaultValue: 'com.mysql.cj.jdbc.Driver',
    rules: required('driverClass'),
  },
  {
    field: 'url',
    label: 'console:datasource.url',
    type: 'textarea',
    span: 24,
    minRows: 2,
    rules: required('url'),
  },
  { field: 'username', label: 'console:datasource.username', rules: required('username') },
  // Kept and returned in plain text (blade-api.md §6.4); masked on the form, never in the table.
  { field: 'password', label: 'console:datasource.password', type: 'password', hide: { table: true } },
  { field: 'remark', label: 'console:datasource.remark', type: 'textarea', span: 24 },
];

/** `/tool/datasource`: the data sources of the development tools (and of tenants). */
export default function Datasource() {
  const { t } = useTranslation('console');
  const crud = useCrudPage(client.develop.datasource, 'datasource', 'develop.datasource');
  return <CrudTable columns={datasourceColumns} title={t('datasource.title')} {...crud} />;
}

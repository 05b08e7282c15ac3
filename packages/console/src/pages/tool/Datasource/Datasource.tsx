import type { Datasource as DatasourceRow } from '@blade-console/blade-client';
import { datasourceResource } from '@blade-console/blade-schema';
import { type CrudColumn, CrudTable } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import { withOverrides } from '../../../crud/columnOverrides';
import { useRecordNaming } from '../../../crud/recordNaming';
import { resourceColumns } from '../../../crud/resourceColumns';
import { useCrudPage } from '../../../crud/useCrudPage';
import { client } from '../../../session/client';

/** The definition's rules, the required one saying what to enter in the page's own words. */
const required = (field: keyof typeof datasourceResource.fields) => ({
  rules: [
    { required: true, message: `console:datasource.rules.${field}` },
    { max: datasourceResource.fields[field].max },
  ],
});

export const datasourceColumns: CrudColumn<DatasourceRow>[] = withOverrides(
  resourceColumns<DatasourceRow>(datasourceResource),
  {
    name: required('name'),
    driverClass: { ...required('driverClass'), defaultValue: 'com.mysql.cj.jdbc.Driver' },
    url: required('url'),
    username: required('username'),
    // Kept and returned in plain text (blade-api.md §6.4); masked on the form, never in the table.
    password: { type: 'password' },
  },
);

/** `/tool/datasource`: the data sources of the development tools (and of tenants). */
export default function Datasource() {
  const { t } = useTranslation('console');
  const crud = useCrudPage(client.develop.datasource, 'datasource', 'develop.datasource');
  const naming = useRecordNaming(datasourceResource);
  return (
    <CrudTable {...naming} columns={datasourceColumns} title={t('resources.datasource.title')} {...crud} />
  );
}

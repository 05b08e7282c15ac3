import type { Datasource as DatasourceRow } from '@blade-console/blade-client';
import { datasourceResource } from '@blade-console/blade-schema';
import type { CrudColumn } from '@blade-console/ui';
import { withOverrides } from '../../../crud/columnOverrides';
import { FollowedTable } from '../../../crud/FollowedTable';
import { resourceColumns } from '../../../crud/resourceColumns';
import { useResourceTable } from '../../../crud/useResourceTable';
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
  const crud = useResourceTable(datasourceResource, client.develop.datasource, 'develop.datasource');
  return <FollowedTable resource={datasourceResource} columns={datasourceColumns} {...crud} />;
}

import type { Dept as DeptRow } from '@blade-console/blade-client';
import { deptResource } from '@blade-console/blade-schema';
import { type CrudColumn, CrudTable, type CrudTreeOption } from '@blade-console/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pageColumns } from '../../../crud/pageColumns';
import { withResourceRules } from '../../../crud/resourceColumns';
import { client } from '../../../session/client';
import { useForestPage } from '../common/useForestPage';

const { column, remark, required, sort } = pageColumns<DeptRow>('dept');

/**
 * The page's columns (its messages, the parent as a tree select of the tenant's departments) with
 * the definition's lengths, so the form refuses what the server would.
 */
export function deptColumns(depts: readonly CrudTreeOption[]): CrudColumn<DeptRow>[] {
  return withResourceRules<DeptRow>(deptResource, [
    required('deptName', { searchable: true }),
    column('tenantId', { hide: { form: true } }),
    required('fullName', { searchable: true }),
    column('parentId', { type: 'tree', treeOptions: [...depts], hide: { table: true } }),
    sort(),
    remark(),
  ]);
}

/** `/system/dept`: departments as a tree table. */
export default function Dept() {
  const { t } = useTranslation('console');
  const dept = client.system.dept;
  const forest = useForestPage<DeptRow, typeof dept>(dept, deptResource, 'system.dept');
  const columns = useMemo(() => deptColumns(forest.nodes), [forest.nodes]);
  return (
    <>
      {forest.above}
      <CrudTable
        columns={columns}
        title={t('dept.title')}
        tree={{ defaultExpandAll: true }}
        // Two fields a row: at the default 600 px a parent picker read "Sel…" in English.
        dialogWidth={880}
        {...forest.table}
      />
      {forest.history}
    </>
  );
}

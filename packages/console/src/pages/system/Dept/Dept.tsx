import type { Dept as DeptRow } from '@blade-console/blade-client';
import { deptResource } from '@blade-console/blade-schema';
import { type CrudColumn, CrudTable, type CrudTreeOption } from '@blade-console/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { withResourceRules } from '../../../crud/resourceColumns';
import { useCrudPage } from '../../../crud/useCrudPage';
import { useTreeNodes } from '../../../data/hooks';
import { client } from '../../../session/client';
import { forestResource } from '../common/pages';

/**
 * The page's columns (its messages, the parent as a tree select of the tenant's departments) with
 * the definition's lengths, so the form refuses what the server would.
 */
export function deptColumns(depts: readonly CrudTreeOption[]): CrudColumn<DeptRow>[] {
  return withResourceRules<DeptRow>(deptResource, [
    {
      field: 'deptName',
      label: 'console:dept.deptName',
      searchable: true,
      rules: [{ required: true, message: 'console:dept.rules.deptName' }],
    },
    { field: 'tenantId', label: 'console:dept.tenantId', hide: { form: true } },
    {
      field: 'fullName',
      label: 'console:dept.fullName',
      searchable: true,
      rules: [{ required: true, message: 'console:dept.rules.fullName' }],
    },
    {
      field: 'parentId',
      label: 'console:dept.parentId',
      type: 'tree',
      treeOptions: [...depts],
      hide: { table: true },
    },
    {
      field: 'sort',
      label: 'console:dept.sort',
      type: 'number',
      defaultValue: 1,
      rules: [{ required: true, message: 'console:dept.rules.sort' }],
    },
    { field: 'remark', label: 'console:dept.remark', type: 'textarea', span: 24, hide: { table: true } },
  ]);
}

/** `/system/dept`: departments as a tree table. */
export default function Dept() {
  const { t } = useTranslation('console');
  const dept = client.system.dept;
  const resource = useMemo(() => forestResource<DeptRow, typeof dept>(dept), [dept]);
  const crud = useCrudPage<DeptRow>(resource, 'dept', 'system.dept');
  // Refreshed by the table's own saves and removals (useCrudPage revalidates `system.dept.*`).
  const depts = useTreeNodes('system.dept.tree');
  const columns = useMemo(() => deptColumns(depts), [depts]);
  return (
    <CrudTable
      columns={columns}
      title={t('dept.title')}
      tree={{ defaultExpandAll: true }}
      pagination={false}
      {...crud}
    />
  );
}

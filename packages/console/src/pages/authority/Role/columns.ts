import type { Role } from '@blade-console/blade-client';
import { roleResource } from '@blade-console/blade-schema';
import type { CrudColumn, CrudTreeOption } from '@blade-console/ui';
import { withResourceRules } from '../../../crud/resourceColumns';

/**
 * The role page: a tree table (role/list answers a forest). Its columns (messages, the parent as a
 * tree select of the tenant's roles) with the definition's lengths.
 */
export function roleColumns(roles: readonly CrudTreeOption[]): CrudColumn<Role>[] {
  return withResourceRules<Role>(roleResource, [
    {
      field: 'roleName',
      label: 'console:role.roleName',
      searchable: true,
      rules: [{ required: true, message: 'console:role.rules.roleName' }],
    },
    { field: 'tenantId', label: 'console:role.tenantId', hide: { form: true } },
    {
      field: 'roleAlias',
      label: 'console:role.roleAlias',
      searchable: true,
      rules: [{ required: true, message: 'console:role.rules.roleAlias' }],
    },
    {
      field: 'parentId',
      label: 'console:role.parentId',
      type: 'tree',
      treeOptions: [...roles],
      hide: { table: true },
    },
    {
      field: 'sort',
      label: 'console:role.sort',
      type: 'number',
      defaultValue: 1,
      rules: [{ required: true, message: 'console:role.rules.sort' }],
    },
  ]);
}

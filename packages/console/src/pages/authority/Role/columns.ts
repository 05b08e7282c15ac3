import type { Role } from '@blade-console/blade-client';
import type { CrudColumn, CrudTreeOption } from '@blade-console/ui';

/** The role page: a tree table (role/list answers a forest). */
export function roleColumns(roles: readonly CrudTreeOption[]): CrudColumn<Role>[] {
  return [
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
  ];
}

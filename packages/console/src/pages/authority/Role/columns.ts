import type { Role } from '@blade-console/blade-client';
import { roleResource } from '@blade-console/blade-schema';
import type { CrudColumn, CrudTreeOption } from '@blade-console/ui';
import { pageColumns } from '../../../crud/pageColumns';
import { withResourceRules } from '../../../crud/resourceColumns';

const { column, required, sort } = pageColumns<Role>('role');

/**
 * The role page: a tree table (role/list answers a forest). Its columns (messages, the parent as a
 * tree select of the tenant's roles) with the definition's lengths.
 */
export function roleColumns(roles: readonly CrudTreeOption[]): CrudColumn<Role>[] {
  return withResourceRules<Role>(roleResource, [
    required('roleName', { searchable: true }),
    column('tenantId', { hide: { form: true } }),
    required('roleAlias', { searchable: true }),
    column('parentId', { type: 'tree', treeOptions: [...roles], hide: { table: true } }),
    sort(),
  ]);
}

import type { CrudResource, Page } from '@blade-console/blade-client';
import type { CrudQuery, CrudTableProps } from '@blade-console/ui';
import { useMemo } from 'react';
import { useMenu } from '../stores/menu';

type ResourceCalls<T> = Pick<CrudResource<T>, 'list' | 'submit' | 'remove'> &
  Partial<Pick<CrudResource<T>, 'detail'>>;

/**
 * Connects an SDK resource to ui's CrudTable: loading pages, saving, removing and the user's button
 * permissions (`<permissionPrefix>_add|_edit|_delete|_view`). A console page is then its columns
 * and this one line.
 */
export function useCrudPage<T extends object>(
  resource: ResourceCalls<T>,
  permissionPrefix: string,
): Pick<
  CrudTableProps<T>,
  'load' | 'onSubmit' | 'onRemove' | 'loadDetail' | 'permission' | 'permissionPrefix'
> {
  const permission = useMenu((state) => state.permission);
  return useMemo(
    () => ({
      load: (query: CrudQuery) => resource.list(query) as Promise<Page<T>>,
      onSubmit: (row: Partial<T>) => resource.submit(row),
      onRemove: (ids: string[]) => resource.remove(ids),
      loadDetail: resource.detail
        ? (row: T) => resource.detail!(String((row as { id?: unknown }).id ?? ''))
        : undefined,
      permission,
      permissionPrefix,
    }),
    [resource, permission, permissionPrefix],
  );
}

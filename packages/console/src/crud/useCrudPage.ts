import {
  type CrudResource,
  isBladeApiError,
  isBladeConflictError,
  type Page,
} from '@blade-console/blade-client';
import { useBladeRevalidate } from '@blade-console/blade-client/swr';
import type { CrudConflict, CrudQuery, CrudTableProps } from '@blade-console/ui';
import { useMemo } from 'react';
import { useMenu } from '../stores/menu';

export type ResourceCalls<T> = Pick<CrudResource<T>, 'list' | 'submit' | 'remove'> &
  Partial<Pick<CrudResource<T>, 'detail'>>;

/**
 * An edit the server refused because someone else saved the record first (409): the stored record
 * and whose change it was, for the form's conflict dialog. Anything else stays an error.
 */
export function conflictOf(error: unknown): CrudConflict | undefined {
  if (!isBladeConflictError(error) || !error.conflict.current) return undefined;
  const { current, updateUserName, updateTime } = error.conflict;
  return { current, changedBy: updateUserName, changedAt: updateTime };
}

/**
 * A save the server refused because of one field (400 with `data.field`: a duplicate account, a
 * rule of the definition): the field and the server's words, for the form to show at that field.
 */
export function fieldErrorOf(error: unknown): { field: string; message: string } | undefined {
  if (!isBladeApiError(error) || error.code !== 400) return undefined;
  const data = (error.body as { data?: { field?: unknown } } | undefined)?.data;
  const field = data?.field;
  return typeof field === 'string' && field ? { field, message: error.msg || error.message } : undefined;
}

/**
 * Connects an SDK resource to ui's CrudTable: loading pages, saving, removing and the user's button
 * permissions (`<permissionPrefix>_add|_edit|_delete|_view`). A console page is then its columns
 * and this one line.
 *
 * CrudTable keeps its own page state and asks `load` on every search and page turn, so pages are
 * not cached; a save refused as stale opens the form's conflict dialog ({@link conflictOf}); a
 * successful save or removal revalidates every cached query of the resource
 * (`cachePath`, e.g. `'system.dept'` → the keys `['blade', 'system.dept.…', …]`), so the trees,
 * dictionaries and selects other views show of it refresh.
 */
export function useCrudPage<T extends object>(
  resource: ResourceCalls<T>,
  permissionPrefix: string,
  cachePath: string | readonly string[],
): Pick<
  CrudTableProps<T>,
  | 'load'
  | 'onSubmit'
  | 'onRemove'
  | 'loadDetail'
  | 'permission'
  | 'permissionPrefix'
  | 'conflictOf'
  | 'fieldErrorOf'
> {
  const permission = useMenu((state) => state.permission);
  const revalidate = useBladeRevalidate();
  const prefixes = [cachePath].flat().map((path) => `${path}.`);
  const prefixKey = prefixes.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: prefixKey stands for prefixes.
  return useMemo(() => {
    const refresh = () => Promise.all(prefixes.map((prefix) => revalidate(prefix)));
    return {
      load: (query: CrudQuery) => resource.list(query) as Promise<Page<T>>,
      onSubmit: async (row: Partial<T>) => {
        const result = await resource.submit(row);
        await refresh();
        return result;
      },
      onRemove: async (ids: string[]) => {
        const result = await resource.remove(ids);
        await refresh();
        return result;
      },
      loadDetail: resource.detail
        ? (row: T) => resource.detail!(String((row as { id?: unknown }).id ?? ''))
        : undefined,
      conflictOf,
      fieldErrorOf,
      permission,
      permissionPrefix,
    };
  }, [resource, permission, permissionPrefix, prefixKey, revalidate]);
}

import type { CrudResource, Page } from '@blade-console/blade-client';
import { useMemo } from 'react';
import { useCrudPage } from '../../../crud/useCrudPage';
import { useTreeNodes } from '../../../data/hooks';
import { forestResource } from './pages';

/** The SDK's tree resources whose pages are tree tables with a parent select of their own nodes. */
type ForestPath = 'system.menu' | 'system.dept' | 'system.role';

/**
 * A tree table page (menus, departments, roles): the resource's forest as one CrudTable page, the
 * CRUD wiring under `permissionPrefix`, and the tree of its nodes for the parent select — refreshed
 * by the table's own saves and removals (useCrudPage revalidates `<cachePath>.*`).
 */
export function useForestPage<
  T extends object,
  R extends Pick<CrudResource<T>, 'submit' | 'remove' | 'detail'> & {
    list: (params?: never) => Promise<T[] | Page<T>>;
  },
>(resource: R, permissionPrefix: string, cachePath: ForestPath) {
  const forest = useMemo(
    () => ({
      submit: resource.submit,
      remove: resource.remove,
      detail: resource.detail,
      list: forestResource<T, R>(resource).list,
    }),
    [resource],
  );
  const crud = useCrudPage<T>(forest, permissionPrefix, cachePath);
  const nodes = useTreeNodes(`${cachePath}.tree`);
  return { crud, nodes };
}

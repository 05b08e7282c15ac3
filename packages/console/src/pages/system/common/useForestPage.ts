import type { CrudResource, Page } from '@blade-console/blade-client';
import type { ResourceDef } from '@blade-console/blade-schema';
import { useMemo } from 'react';
import { useRecordNaming } from '../../../crud/recordNaming';
import { useCrudPage } from '../../../crud/useCrudPage';
import { useTreeNodes } from '../../../data/hooks';
import { forestResource } from './pages';

/** The SDK's tree resources whose pages are tree tables with a parent select of their own nodes. */
type ForestPath = 'system.menu' | 'system.dept' | 'system.role';

/**
 * A tree table page (menus, departments, roles): `table`, what its CrudTable takes in one spread —
 * the resource's forest on one unpaged page, the CRUD wiring and what a row is called (from
 * `definition`) — and `nodes`, the tree of its nodes for the parent
 * select, refreshed by the table's own saves and removals (useCrudPage revalidates `<cachePath>.*`).
 */
export function useForestPage<
  T extends object,
  R extends Pick<CrudResource<T>, 'submit' | 'remove' | 'detail'> & {
    list: (params?: never) => Promise<T[] | Page<T>>;
  },
>(resource: R, definition: ResourceDef, cachePath: ForestPath) {
  const forest = useMemo(
    () => ({
      submit: resource.submit,
      remove: resource.remove,
      detail: resource.detail,
      list: forestResource<T, R>(resource).list,
    }),
    [resource],
  );
  // The buttons are named after the resource's menu code, as the seed names them (useResourceTable too).
  const crud = useCrudPage<T>(forest, definition.menu?.code ?? definition.name, cachePath);
  const naming = useRecordNaming(definition);
  const nodes = useTreeNodes(`${cachePath}.tree`);
  return { table: { ...naming, ...crud, pagination: false as const }, nodes };
}

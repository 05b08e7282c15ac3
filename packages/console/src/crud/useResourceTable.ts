import { type ResourceDef, sortFields } from '@blade-console/blade-schema';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordNaming } from './recordNaming';
import { type ResourceCalls, useCrudPage } from './useCrudPage';

/**
 * What a CrudTable of a declared resource needs besides its columns, in one spread: loading,
 * saving, removing and the buttons ({@link useCrudPage}), what a row is called
 * ({@link useRecordNaming}) and the page title `console:resources.<name>.title` where the console
 * has one (a page with a title of its own passes `title` after the spread), and the fields the
 * definition lets lists sort by ({@link useSortableFields}), whatever columns the page builds. The permission prefix
 * is the resource's menu code, its name unless the definition's menu says otherwise, as the seed
 * names the buttons.
 */
export function useResourceTable<T extends object>(
  resource: ResourceDef,
  calls: ResourceCalls<T>,
  cachePath: string,
  permissionPrefix = resource.menu?.code ?? resource.name,
) {
  const { i18n } = useTranslation('console');
  const crud = useCrudPage(calls, permissionPrefix, cachePath);
  const naming = useRecordNaming(resource);
  const sortableFields = useSortableFields(resource);
  const titleKey = `console:resources.${resource.name}.title`;
  return { ...naming, ...crud, sortableFields, ...(i18n.exists(titleKey) ? { title: titleKey } : {}) };
}

/**
 * The definition's sortable fields as CrudTable's `sortableFields`: the server sorts by these and
 * refuses any other, so the table offers a sort on exactly these columns. One array per resource.
 */
export function useSortableFields(resource: ResourceDef): readonly string[] {
  return useMemo(() => sortFields(resource), [resource]);
}

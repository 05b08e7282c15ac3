import type { ResourceDef } from '@blade-console/blade-schema';
import { useTranslation } from 'react-i18next';
import { useRecordNaming } from './recordNaming';
import { type ResourceCalls, useCrudPage } from './useCrudPage';

/**
 * What a CrudTable of a declared resource needs besides its columns, in one spread: loading,
 * saving, removing and the buttons ({@link useCrudPage}), what a row is called
 * ({@link useRecordNaming}) and the page title `console:resources.<name>.title` where the console
 * has one (a page with a title of its own passes `title` after the spread). The permission prefix
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
  const titleKey = `console:resources.${resource.name}.title`;
  return { ...naming, ...crud, ...(i18n.exists(titleKey) ? { title: titleKey } : {}) };
}

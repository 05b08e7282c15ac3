import type { CrudResource } from '@blade-console/blade-client';
import { type CrudColumn, CrudTable, TreeAside } from '@blade-console/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAsideFilter } from '../../../crud/useAsideFilter';
import { useCrudPage } from '../../../crud/useCrudPage';
import { useDictionary, useTreeNodes } from '../../../data/hooks';
import { type ScopeSources, scopeActions } from './scopes';

export interface ScopePageProps<T extends object> {
  resource: CrudResource<T>;
  /** Where `resource` is in the SDK (`system.dataScope`, `system.apiScope`): writes revalidate it. */
  cachePath: string;
  /** i18n namespace of the page's strings (`dataScope`, `apiScope`). */
  ns: string;
  /** The type dictionary (`data_scope_type`, `api_scope_type`). */
  dictionary: string;
  /** The seed's button that allows changes (`data_scope_setting`, `api_scope_setting`). */
  settingCode: string;
  columns: (src: ScopeSources) => CrudColumn<T>[];
}

/** Scope rules beside the menu tree: choosing a menu lists its rules and starts new ones under it. */
export function ScopePage<T extends object>({
  resource,
  cachePath,
  ns,
  dictionary,
  settingCode,
  columns: columnsFor,
}: ScopePageProps<T>) {
  const { t } = useTranslation('console');
  const crud = useCrudPage<T>(resource, settingCode, cachePath);
  const menus = useTreeNodes('system.menu.tree');
  const types = useDictionary(dictionary);
  const byMenu = useAsideFilter('menuId');
  const menuId = byMenu.selected;
  const columns = useMemo(() => columnsFor({ menus, types, menuId }), [columnsFor, menus, types, menuId]);
  const actions = useMemo(() => scopeActions(crud.permission, settingCode), [crud.permission, settingCode]);

  return (
    <TreeAside title={t(`${ns}.menuTree`)} data={menus} {...byMenu.aside} filterPlaceholder={t('sys.filter')}>
      <CrudTable
        columns={columns}
        title={t(`${ns}.title`)}
        {...crud}
        // The seed has one setting button per page, not add/edit/delete codes: see scopeActions.
        permission={undefined}
        permissionPrefix={undefined}
        actions={actions}
        {...byMenu.table}
        dialogWidth={880}
      />
    </TreeAside>
  );
}

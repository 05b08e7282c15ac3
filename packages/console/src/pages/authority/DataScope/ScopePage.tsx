import type { CrudResource } from '@blade-console/blade-client';
import { apiScopeResource, dataScopeResource } from '@blade-console/blade-schema';
import { type CrudColumn, TreeAside } from '@blade-console/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FollowedTable } from '../../../crud/FollowedTable';
import { useRecordNaming } from '../../../crud/recordNaming';
import { useAsideFilter } from '../../../crud/useAsideFilter';
import { useCrudPage } from '../../../crud/useCrudPage';
import { useSortableFields } from '../../../crud/useResourceTable';
import { useDictionary, useTreeNodes } from '../../../data/hooks';
import { useMenuTreeNames } from '../../../menu/useMenuTreeNames';
import { type ScopeSources, scopeActions } from './scopes';

/**
 * The seed's name of each kind of scope: its type dictionary is `<name>_type` and the button that
 * allows changes `<name>_setting`. The SDK resource is at `system.<kind>` (writes revalidate it) and
 * the page's strings under `console:<kind>.`.
 */
const SEED_NAMES = { dataScope: 'data_scope', apiScope: 'api_scope' } as const;
const SCOPES = { dataScope: dataScopeResource, apiScope: apiScopeResource } as const;

export interface ScopePageProps<T extends object> {
  kind: keyof typeof SEED_NAMES;
  /** `client.system.<kind>`. */
  resource: CrudResource<T>;
  columns: (src: ScopeSources) => CrudColumn<T>[];
  /**
   * The scope types the page offers, when they are not the tenant's `<name>_type` dictionary (data
   * scopes offer only the types the server applies): the dictionary is then not fetched.
   */
  types?: ScopeSources['types'];
}

/** Scope rules beside the menu tree: choosing a menu lists its rules and starts new ones under it. */
export function ScopePage<T extends object>({
  kind,
  resource,
  columns: columnsFor,
  types: ownTypes,
}: ScopePageProps<T>) {
  const settingCode = `${SEED_NAMES[kind]}_setting`;
  const { t } = useTranslation('console');
  const crud = useCrudPage<T>(resource, settingCode, `system.${kind}`);
  const naming = useRecordNaming(SCOPES[kind]);
  const sortableFields = useSortableFields(SCOPES[kind]);
  const menuNames = useMenuTreeNames();
  const serverMenus = useTreeNodes('system.menu.tree');
  const menus = useMemo(() => menuNames(serverMenus), [menuNames, serverMenus]);
  const dictionaryTypes = useDictionary(ownTypes ? null : `${SEED_NAMES[kind]}_type`);
  const types = ownTypes ?? dictionaryTypes;
  const byMenu = useAsideFilter('menuId');
  const menuId = byMenu.selected;
  const columns = useMemo(() => columnsFor({ menus, types, menuId }), [columnsFor, menus, types, menuId]);
  const actions = useMemo(() => scopeActions(crud.permission, settingCode), [crud.permission, settingCode]);

  return (
    <TreeAside
      title={t(`${kind}.menuTree`)}
      data={menus}
      {...byMenu.aside}
      filterPlaceholder={t('sys.filter')}
    >
      <FollowedTable
        resource={SCOPES[kind]}
        {...naming}
        columns={columns}
        sortableFields={sortableFields}
        title={t(`${kind}.title`)}
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

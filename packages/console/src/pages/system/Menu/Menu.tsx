import type { Menu as MenuRow } from '@blade-console/blade-client';
import { menuResource } from '@blade-console/blade-schema';
import { type CrudColumn, type CrudOption, CrudTable, type CrudTreeOption } from '@blade-console/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { withResourceRules } from '../../../crud/resourceColumns';
import { useCrudPage } from '../../../crud/useCrudPage';
import { useDictionary, useTreeNodes } from '../../../data/hooks';
import { client } from '../../../session/client';
import { forestResource } from '../common/pages';

interface MenuSources {
  menus: readonly CrudTreeOption[];
  categories: readonly CrudOption[];
  actions: readonly CrudOption[];
  yesNo: readonly CrudOption[];
}

const required = (field: string) => [{ required: true, message: `console:menuPage.rules.${field}` }];

/**
 * Menus and their buttons (blade-api.md §5.1): the page's columns (its messages, the parent as a
 * tree select, the dictionaries' selects) with the definition's lengths and bounds.
 */
export function menuColumns(src: MenuSources): CrudColumn<MenuRow>[] {
  return withResourceRules<MenuRow>(menuResource, [
    { field: 'name', label: 'console:menuPage.name', searchable: true, rules: required('name') },
    { field: 'path', label: 'console:menuPage.path', rules: required('path') },
    {
      field: 'parentId',
      label: 'console:menuPage.parentId',
      type: 'tree',
      treeOptions: [...src.menus],
      hide: { table: true },
    },
    { field: 'source', label: 'console:menuPage.source' },
    { field: 'code', label: 'console:menuPage.code', searchable: true, rules: required('code') },
    {
      field: 'category',
      label: 'console:menuPage.category',
      type: 'select',
      options: [...src.categories],
      defaultValue: 1,
      rules: required('category'),
    },
    { field: 'alias', label: 'console:menuPage.alias', searchable: true, rules: required('alias') },
    {
      field: 'action',
      label: 'console:menuPage.action',
      type: 'select',
      options: [...src.actions],
      defaultValue: 0,
      hide: { table: true },
    },
    {
      field: 'sort',
      label: 'console:menuPage.sort',
      type: 'number',
      defaultValue: 1,
      rules: required('sort'),
    },
    {
      field: 'isOpen',
      label: 'console:menuPage.isOpen',
      type: 'select',
      options: [...src.yesNo],
      defaultValue: 1,
      hide: { table: true },
    },
    { field: 'remark', label: 'console:menuPage.remark', type: 'textarea', span: 24, hide: { table: true } },
  ]);
}

/** `/system/menu`: menus with their buttons, as a tree table. */
export default function Menu() {
  const { t } = useTranslation('console');
  const menu = client.system.menu;
  const resource = useMemo(() => forestResource<MenuRow, typeof menu>(menu), [menu]);
  const crud = useCrudPage<MenuRow>(resource, 'menu', 'system.menu');
  // Refreshed by the table's own saves and removals (useCrudPage revalidates `system.menu.*`).
  const menus = useTreeNodes('system.menu.tree');
  const categories = useDictionary('menu_category');
  const actions = useDictionary('button_func');
  const yesNo = useDictionary('yes_no');
  const columns = useMemo(
    () =>
      menuColumns({
        menus,
        categories,
        actions: [{ label: t('menuPage.noAction'), value: 0 }, ...actions],
        yesNo,
      }),
    [menus, categories, actions, yesNo, t],
  );
  return (
    <CrudTable
      columns={columns}
      title={t('menuPage.title')}
      tree
      pagination={false}
      dialogWidth={880}
      {...crud}
    />
  );
}

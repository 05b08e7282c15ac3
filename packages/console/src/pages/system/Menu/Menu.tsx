import type { Menu as MenuRow } from '@blade-console/blade-client';
import { menuResource } from '@blade-console/blade-schema';
import {
  type CrudColumn,
  type CrudOption,
  CrudTable,
  type CrudTreeOption,
  MenuIcon,
} from '@blade-console/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pageColumns } from '../../../crud/pageColumns';
import { withResourceRules } from '../../../crud/resourceColumns';
import { useDictionary } from '../../../data/hooks';
import { client } from '../../../session/client';
import { useForestPage } from '../common/useForestPage';

interface MenuSources {
  menus: readonly CrudTreeOption[];
  categories: readonly CrudOption[];
  actions: readonly CrudOption[];
  yesNo: readonly CrudOption[];
}

const { column, remark, required, sort } = pageColumns<MenuRow>('menuPage');

/**
 * Menus and their buttons (blade-api.md §5.1): the page's columns (its messages, the parent as a
 * tree select, the dictionaries' selects) with the definition's lengths and bounds.
 */
export function menuColumns(src: MenuSources): CrudColumn<MenuRow>[] {
  return withResourceRules<MenuRow>(menuResource, [
    required('name', { searchable: true }),
    required('path'),
    column('parentId', { type: 'tree', treeOptions: [...src.menus], hide: { table: true } }),
    // The icon itself, named by its class for whoever reads or hovers it — not the class string cut to
    // "iconfont iconi…" (issue 16, point 4).
    column('source', { width: 96, align: 'center', render: (value) => <SourceIcon source={value} /> }),
    required('code', { searchable: true }),
    required('category', { type: 'select', options: [...src.categories], defaultValue: 1 }),
    required('alias', { searchable: true }),
    column('action', { type: 'select', options: [...src.actions], defaultValue: 0, hide: { table: true } }),
    sort(),
    column('isOpen', { type: 'select', options: [...src.yesNo], defaultValue: 1, hide: { table: true } }),
    remark(),
  ]);
}

function SourceIcon({ source }: { source: unknown }) {
  const name = typeof source === 'string' ? source : '';
  if (!name) return null;
  return (
    <span role="img" aria-label={name} title={name}>
      <MenuIcon source={name} size={18} />
    </span>
  );
}

/** `/system/menu`: menus with their buttons, as a tree table. */
export default function Menu() {
  const { t } = useTranslation('console');
  const menu = client.system.menu;
  const forest = useForestPage<MenuRow, typeof menu>(menu, menuResource, 'system.menu');
  const categories = useDictionary('menu_category');
  const actions = useDictionary('button_func');
  const yesNo = useDictionary('yes_no');
  const columns = useMemo(
    () =>
      menuColumns({
        menus: forest.nodes,
        categories,
        actions: [{ label: t('menuPage.noAction'), value: 0 }, ...actions],
        yesNo,
      }),
    [forest.nodes, categories, actions, yesNo, t],
  );
  return (
    <>
      {forest.above}
      <CrudTable columns={columns} title={t('menuPage.title')} tree dialogWidth={880} {...forest.table} />
      {forest.history}
    </>
  );
}

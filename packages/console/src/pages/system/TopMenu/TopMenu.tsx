import type { TopMenu as TopMenuRow, TreeNode } from '@blade-console/blade-client';
import { topMenuResource } from '@blade-console/blade-schema';
import { GrantDialog, type GrantSection } from '@blade-console/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FollowedTable } from '../../../crud/FollowedTable';
import { withResourceRules } from '../../../crud/resourceColumns';
import { useGrantDialog } from '../../../crud/useGrantDialog';
import { useResourceTable } from '../../../crud/useResourceTable';
import { client } from '../../../session/client';

const required = (field: string) => [{ required: true, message: `console:topmenu.rules.${field}` }];

/** The page's columns (its messages; a new top menu starts at sort 1) with the definition's lengths. */
export const topMenuColumns = withResourceRules<TopMenuRow>(topMenuResource, [
  { field: 'name', label: 'console:topmenu.name', searchable: true, rules: required('name') },
  { field: 'code', label: 'console:topmenu.code', searchable: true, rules: required('code') },
  { field: 'source', label: 'console:topmenu.source' },
  { field: 'path', label: 'console:topmenu.path' },
  { field: 'sort', label: 'console:topmenu.sort', type: 'number', defaultValue: 1, rules: required('sort') },
]);

const EMPTY_GRANT: { tree: TreeNode[]; keys: string[] } = { tree: [], keys: [] };

/** `/system/topmenu`: top menus; menus are granted to them (SPEC §6, top-menu grant payload). */
export default function TopMenu() {
  const { t } = useTranslation('console');
  const crud = useResourceTable(topMenuResource, client.system.topMenu, 'system.topMenu', 'topmenu');
  const grant = useGrantDialog(
    async (topMenuIds) => {
      const [trees, granted] = await Promise.all([
        client.system.menu.grantTopTree(),
        topMenuIds.length === 1 ? client.system.menu.topTreeKeys(topMenuIds) : Promise.resolve(null),
      ]);
      return { tree: trees.menu ?? [], keys: (granted?.menu ?? []).map(String) };
    },
    (id) => client.system.topMenu.detail(id),
    EMPTY_GRANT,
    { label: 'console:topmenu.grant', permission: 'topmenu_setting' },
  );
  const { tree, keys } = grant.data;
  const sections = useMemo<GrantSection[]>(
    () => [{ key: 'menu', label: t('topmenu.menus'), data: tree, checkedKeys: keys }],
    [tree, keys, t],
  );

  return (
    <>
      <FollowedTable
        resource={topMenuResource}
        columns={topMenuColumns}
        {...crud}
        title={t('topmenu.title')}
        {...grant.tableProps}
      />
      <GrantDialog
        {...grant.dialogProps}
        sections={sections}
        onSubmit={grant.saved(async (selection) => {
          const menu = selection.menu ?? { checked: [], halfChecked: [] };
          await client.system.topMenu.grant({
            topMenuIds: grant.ids,
            menuIds: [...new Set([...menu.checked, ...menu.halfChecked])],
            // As the dialog opened: a top menu changed since is refused (409).
            versions: grant.data.versions,
          });
        })}
      />
    </>
  );
}

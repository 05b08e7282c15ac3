import type { GrantTree, GrantTreeKeys, Role as RoleRow } from '@blade-console/blade-client';
import { roleResource } from '@blade-console/blade-schema';
import { CrudTable, GrantDialog, type GrantSection } from '@blade-console/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrantDialog } from '../../../crud/useGrantDialog';
import { useMenuTreeNames } from '../../../menu/useMenuTreeNames';
import { client } from '../../../session/client';
import { useForestPage } from '../../system/common/useForestPage';
import { roleColumns } from './columns';
import { GRANT_SECTIONS, initialGrantKeys, roleGrantPayload } from './grant';

const EMPTY_TREE: GrantTree = { menu: [], dataScope: [], apiScope: [] };
const EMPTY_GRANT: { trees: GrantTree; keys: GrantTreeKeys } = {
  trees: EMPTY_TREE,
  keys: { menu: [], dataScope: [], apiScope: [] },
};

/** `/authority/role`: roles as a tree table; menus, data scopes and API scopes granted in one dialog. */
export default function Role() {
  const { t } = useTranslation('console');
  const role = client.system.role;
  const forest = useForestPage<RoleRow, typeof role>(role, roleResource, 'system.role');
  const columns = useMemo(() => roleColumns(forest.nodes), [forest.nodes]);

  const grant = useGrantDialog(
    async (roleIds) => {
      const [tree, granted] = await Promise.all([
        client.system.menu.grantTree(),
        roleIds.length === 1 ? client.system.menu.roleTreeKeys(roleIds) : Promise.resolve(null),
      ]);
      return { trees: { ...EMPTY_TREE, ...tree }, keys: initialGrantKeys(roleIds, granted) };
    },
    (id) => role.detail(id),
    EMPTY_GRANT,
    { label: 'console:role.grant', permission: 'role_edit' },
  );
  const { trees, keys } = grant.data;
  const menuNames = useMenuTreeNames();

  const sections = useMemo<GrantSection[]>(
    () =>
      GRANT_SECTIONS.map((key) => ({
        key,
        label: t(`role.grantTabs.${key}`),
        data: menuNames(trees[key] ?? []),
        checkedKeys: keys[key],
      })),
    [trees, keys, t, menuNames],
  );

  return (
    <>
      {forest.above}
      <CrudTable
        columns={columns}
        title={t('role.title')}
        tree={{ defaultExpandAll: true }}
        // Two fields a row: at the default 600 px a parent picker read "Sel…" in English.
        dialogWidth={880}
        {...forest.table}
        {...grant.tableProps}
      />
      <GrantDialog
        {...grant.dialogProps}
        sections={sections}
        onSubmit={grant.saved(async (selection) => {
          // With the versions the dialog opened with: a role changed since is refused (409).
          await role.grant({
            ...roleGrantPayload(grant.ids, selection, trees),
            versions: grant.data.versions,
          });
          forest.table.ref.current?.refresh();
        })}
      />
      {forest.history}
    </>
  );
}

import type { GrantTree, GrantTreeKeys, Role as RoleRow } from '@blade-console/blade-client';
import {
  Button,
  CrudTable,
  type CrudTableHandle,
  GrantDialog,
  type GrantSection,
  message,
} from '@blade-console/ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrudPage } from '../../../crud/useCrudPage';
import { client } from '../../../session/client';
import { forestResource } from '../../system/common/pages';
import { useTreeData } from '../../system/common/useLoad';
import { roleColumns } from './columns';
import { GRANT_SECTIONS, initialGrantKeys, roleGrantPayload } from './grant';

const EMPTY_TREE: GrantTree = { menu: [], dataScope: [], apiScope: [] };

/** `/authority/role`: roles as a tree table; menus, data scopes and API scopes granted in one dialog. */
export default function Role() {
  const { t } = useTranslation('console');
  const role = client.system.role;
  const resource = useMemo(() => forestResource<RoleRow, typeof role>(role), [role]);
  const crud = useCrudPage<RoleRow>(resource, 'role');
  const [roles, reloadRoles] = useTreeData(() => role.tree());
  const columns = useMemo(() => roleColumns(roles), [roles]);
  const table = useRef<CrudTableHandle>(null);

  const [selected, setSelected] = useState<RoleRow[]>([]);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [trees, setTrees] = useState<GrantTree>(EMPTY_TREE);
  const [keys, setKeys] = useState<GrantTreeKeys>({ menu: [], dataScope: [], apiScope: [] });
  const ids = selected.map((r) => String(r.id));

  const openGrant = async () => {
    if (!ids.length) {
      message.warning(t('sys.selectOne'));
      return;
    }
    setOpen(true);
    setLoading(true);
    try {
      const [tree, granted] = await Promise.all([
        client.system.menu.grantTree(),
        ids.length === 1 ? client.system.menu.roleTreeKeys(ids) : Promise.resolve(null),
      ]);
      setTrees({ ...EMPTY_TREE, ...tree });
      setKeys(initialGrantKeys(ids, granted));
      setLoading(false);
    } catch {
      setOpen(false);
      setLoading(false);
    }
  };

  const sections = useMemo<GrantSection[]>(
    () =>
      GRANT_SECTIONS.map((key) => ({
        key,
        label: t(`role.grantTabs.${key}`),
        data: trees[key] ?? [],
        checkedKeys: keys[key],
      })),
    [trees, keys, t],
  );

  return (
    <>
      <CrudTable
        ref={table}
        columns={columns}
        title={t('role.title')}
        tree={{ defaultExpandAll: true }}
        pagination={false}
        {...crud}
        onSubmit={async (row, mode) => {
          await crud.onSubmit!(row, mode);
          reloadRoles();
        }}
        onSelectionChange={setSelected}
        toolbarExtra={
          crud.permission?.role_edit ? (
            <Button onClick={() => void openGrant()}>{t('role.grant')}</Button>
          ) : null
        }
      />
      <GrantDialog
        open={open}
        onOpenChange={setOpen}
        title={t('role.grant')}
        sections={sections}
        loading={loading}
        filterPlaceholder={t('sys.filter')}
        onSubmit={async (selection) => {
          await role.grant(roleGrantPayload(ids, selection, trees));
          message.success(t('sys.success'));
          table.current?.refresh();
        }}
      />
    </>
  );
}

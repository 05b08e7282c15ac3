import type { UserPlatform, User as UserRow } from '@blade-console/blade-client';
import { useBladeRevalidate } from '@blade-console/blade-client/swr';
import { userResource } from '@blade-console/blade-schema';
import {
  CrudForm,
  type CrudRowAction,
  type CrudTableHandle,
  type CrudToolbarAction,
  GrantDialog,
  type GrantSection,
  message,
  TreeAside,
  toValueList,
} from '@blade-console/ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FollowedTable } from '../../../crud/FollowedTable';
import { useAsideFilter } from '../../../crud/useAsideFilter';
import { useResourceTable } from '../../../crud/useResourceTable';
import { useDictionary, useList, useQuery, useTreeNodes } from '../../../data/hooks';
import { client } from '../../../session/client';
import { platformColumns, toUserPayload, USER_STATUS, userColumns } from './columns';

type Dialog = 'grant' | 'platform' | null;

/**
 * `/system/user`: users beside the department tree (the tree narrows the list by deptId); grant
 * roles, reset passwords, unlock and platform settings on the selected users; approve or refuse
 * guest registrations, found with the status filter (SPEC §6).
 */
export default function User() {
  const { t } = useTranslation('console');
  const crud = useResourceTable(userResource, client.user, 'user');
  const depts = useTreeNodes('system.dept.tree');
  const roles = useTreeNodes('system.role.tree');
  const { data: posts } = useQuery('system.post.select', []);
  const tenants = useList('system.tenant.list', { current: 1, size: 200 }).data?.records;
  const revalidate = useBladeRevalidate();
  const sex = useDictionary('sex');
  const userTypes = useDictionary('user_type');
  const columns = useMemo(
    () =>
      userColumns({
        depts,
        roles,
        posts: (Array.isArray(posts) ? posts : []).map((p) => ({ label: p.postName, value: String(p.id) })),
        tenants: (tenants ?? []).map((x) => ({ label: x.tenantName, value: String(x.tenantId) })),
        sex,
        statuses: Object.entries(USER_STATUS).map(([key, value]) => ({
          label: t(`user.statuses.${key}`),
          value,
        })),
      }),
    [depts, roles, posts, tenants, sex, t],
  );
  const platform = useMemo(
    () =>
      platformColumns(
        userTypes.length
          ? userTypes
          : [
              { label: 'Web', value: 1 },
              { label: 'App', value: 2 },
              { label: t('user.otherType'), value: 3 },
            ],
      ),
    [userTypes, t],
  );

  const byDept = useAsideFilter('deptId');
  const [selected, setSelected] = useState<UserRow[]>([]);
  const table = useRef<CrudTableHandle>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [platformValues, setPlatformValues] = useState<Partial<UserPlatform> | null>(null);

  const ids = selected.map((u) => String(u.id));

  const grantSections = useMemo<GrantSection[]>(
    () => [
      {
        key: 'role',
        label: t('user.roleId'),
        data: roles,
        checkedKeys: selected.length === 1 ? toValueList(selected[0]?.roleId) : [],
      },
    ],
    [roles, selected, t],
  );

  const openPlatform = async ([user]: UserRow[]) => {
    if (!user?.id) return;
    setPlatformValues({ userId: user.id, userType: user.userType ?? 1, userExt: '' });
    setDialog('platform');
    try {
      const detail = await client.user.platformDetail(user.id);
      setPlatformValues({
        userId: user.id,
        userType: detail.userType ?? user.userType ?? 1,
        userExt: detail.userExt ?? '',
      });
    } catch {
      // The SDK reported the failure; the dialog keeps the list's values.
    }
  };
  const idsOf = (rows: UserRow[]) => rows.map((u) => String(u.id));

  // Each runs on the checked users (the table warns when there are none), behind its button code.
  const toolbarActions: CrudToolbarAction<UserRow>[] = [
    {
      key: 'grant',
      label: 'console:user.grant',
      permission: 'user_role',
      needsSelection: true,
      onClick: () => setDialog('grant'),
    },
    {
      key: 'reset',
      label: 'console:user.reset',
      permission: 'user_reset',
      needsSelection: true,
      confirm: 'console:user.resetConfirm',
      successMessage: 'console:sys.success',
      onClick: (rows) => client.user.resetPassword(idsOf(rows)),
    },
    {
      key: 'unlock',
      label: 'console:user.unlock',
      permission: 'user_unlock',
      needsSelection: true,
      confirm: 'console:user.unlockConfirm',
      successMessage: 'console:sys.success',
      onClick: (rows) => client.user.unlock(idsOf(rows)),
    },
    {
      key: 'platform',
      label: 'console:user.platform',
      permission: 'user_edit',
      needsSelection: true,
      onClick: (rows) => void openPlatform(rows),
    },
  ];

  // Guest registrations (SPEC §6) wait for an administrator: approve or refuse each pending row.
  const isPending = (row: UserRow) => Number(row.status) === USER_STATUS.pending;
  const rowActions: CrudRowAction<UserRow>[] = [
    {
      key: 'auditPass',
      label: 'console:user.auditPass',
      permission: 'user_edit',
      visible: isPending,
      confirm: 'console:user.auditPassConfirm',
      successMessage: 'console:user.auditPassed',
      refresh: true,
      onClick: (row) => client.user.auditPass(String(row.id)),
    },
    {
      key: 'auditRefuse',
      label: 'console:user.auditRefuse',
      permission: 'user_edit',
      danger: true,
      visible: isPending,
      confirm: 'console:user.auditRefuseConfirm',
      successMessage: 'console:user.auditRefused',
      refresh: true,
      onClick: (row) => client.user.auditRefuse(String(row.id)),
    },
  ];

  return (
    <TreeAside title={t('user.deptTree')} data={depts} {...byDept.aside} filterPlaceholder={t('sys.filter')}>
      <FollowedTable
        resource={userResource}
        ref={table}
        rowActions={rowActions}
        columns={columns}
        {...crud}
        title={t('user.title')}
        {...byDept.table}
        onSubmit={async (row, mode) => {
          await (mode === 'add'
            ? client.user.submit(toUserPayload(row, mode))
            : client.user.update(toUserPayload(row, mode)));
          await revalidate('user.');
        }}
        onSelectionChange={setSelected}
        toolbarActions={toolbarActions}
        // Twelve fields in two columns: at 600 px English labels and placeholders were cut.
        dialogWidth={880}
      />
      <GrantDialog
        open={dialog === 'grant'}
        onOpenChange={(open) => setDialog(open ? 'grant' : null)}
        title={t('user.grant')}
        sections={grantSections}
        filterPlaceholder={t('sys.filter')}
        onSubmit={async (selection) => {
          await client.user.grant({ userIds: ids, roleIds: selection.role?.checked ?? [] });
          message.success(t('sys.success'));
          // The list shows each user's roles.
          table.current?.refresh();
        }}
      />
      <CrudForm<UserPlatform>
        columns={platform}
        open={dialog === 'platform'}
        onOpenChange={(open) => setDialog(open ? 'platform' : null)}
        mode="edit"
        title={t('user.platform')}
        values={platformValues}
        onSubmit={async (values) => {
          await client.user.updatePlatform({
            userId: String(values.userId ?? platformValues?.userId ?? ''),
            userType: Number(values.userType),
            userExt: String(values.userExt ?? ''),
          });
          message.success(t('sys.success'));
        }}
      />
    </TreeAside>
  );
}

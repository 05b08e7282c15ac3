import type { UserPlatform, User as UserRow } from '@blade-console/blade-client';
import { useBladeRevalidate } from '@blade-console/blade-client/swr';
import {
  Button,
  CrudForm,
  type CrudQuery,
  CrudTable,
  type CrudTableHandle,
  confirm,
  GrantDialog,
  type GrantSection,
  message,
  TreeAside,
} from '@blade-console/ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrudPage } from '../../../crud/useCrudPage';
import { useDictionary, useList, useQuery, useTreeNodes } from '../../../data/hooks';
import { client } from '../../../session/client';
import { toValueListOf } from '../common/pages';
import { platformColumns, toUserPayload, userColumns } from './columns';

type Dialog = 'grant' | 'platform' | null;

/**
 * `/system/user`: users beside the department tree (the tree narrows the list by deptId); grant
 * roles, reset passwords, unlock and platform settings on the selected users (SPEC §6).
 */
export default function User() {
  const { t } = useTranslation('console');
  const crud = useCrudPage(client.user, 'user', 'user');
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
      }),
    [depts, roles, posts, tenants, sex],
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

  const [deptId, setDeptId] = useState<string | null>(null);
  const [query, setQuery] = useState<CrudQuery>({ current: 1, size: 10 });
  const shownQuery = useMemo(() => ({ ...query, deptId: deptId ?? undefined }), [query, deptId]);
  const [selected, setSelected] = useState<UserRow[]>([]);
  const table = useRef<CrudTableHandle>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [platformValues, setPlatformValues] = useState<Partial<UserPlatform> | null>(null);

  const can = (code: string) => !!crud.permission?.[code];
  const ids = selected.map((u) => String(u.id));
  const needSelection = () => {
    if (ids.length) return true;
    message.warning(t('sys.selectOne'));
    return false;
  };

  const grantSections = useMemo<GrantSection[]>(
    () => [
      {
        key: 'role',
        label: t('user.roleId'),
        data: roles,
        checkedKeys: selected.length === 1 ? toValueListOf(selected[0]?.roleId) : [],
      },
    ],
    [roles, selected, t],
  );

  const resetPassword = async () => {
    if (!needSelection()) return;
    await confirm({
      content: t('user.resetConfirm'),
      onOk: async () => {
        await client.user.resetPassword(ids);
        message.success(t('sys.success'));
      },
    });
  };
  const unlock = async () => {
    if (!needSelection()) return;
    await confirm({
      content: t('user.unlockConfirm'),
      onOk: async () => {
        await client.user.unlock(ids);
        message.success(t('sys.success'));
      },
    });
  };
  const openPlatform = async () => {
    if (!needSelection()) return;
    const [user] = selected;
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

  const toolbar = (
    <>
      {can('user_role') ? (
        <Button onClick={() => needSelection() && setDialog('grant')}>{t('user.grant')}</Button>
      ) : null}
      {can('user_reset') ? <Button onClick={() => void resetPassword()}>{t('user.reset')}</Button> : null}
      {can('user_unlock') ? <Button onClick={() => void unlock()}>{t('user.unlock')}</Button> : null}
      {can('user_edit') ? <Button onClick={() => void openPlatform()}>{t('user.platform')}</Button> : null}
    </>
  );

  return (
    <TreeAside
      title={t('user.deptTree')}
      data={depts}
      selectedKey={deptId}
      onSelect={(key) => {
        setDeptId(key);
        setQuery((q) => ({ ...q, current: 1 }));
      }}
      filterPlaceholder={t('sys.filter')}
    >
      <CrudTable
        ref={table}
        columns={columns}
        title={t('user.title')}
        {...crud}
        query={shownQuery}
        onQueryChange={({ deptId: _dept, ...next }) => setQuery(next as CrudQuery)}
        onSubmit={async (row, mode) => {
          await (mode === 'add'
            ? client.user.submit(toUserPayload(row, mode))
            : client.user.update(toUserPayload(row, mode)));
          await revalidate('user.');
        }}
        onSelectionChange={setSelected}
        toolbarExtra={toolbar}
        actionsWidth={200}
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

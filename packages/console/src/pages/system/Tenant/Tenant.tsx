import type { Datasource, Tenant as TenantRow } from '@blade-console/blade-client';
import { tenantResource } from '@blade-console/blade-schema';
import {
  type CrudColumn,
  CrudForm,
  type CrudTableHandle,
  type CrudToolbarAction,
  message,
} from '@blade-console/ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FollowedTable } from '../../../crud/FollowedTable';
import { useResourceTable } from '../../../crud/useResourceTable';
import { versionsOf } from '../../../crud/versions';
import { useList } from '../../../data/hooks';
import { client } from '../../../session/client';
import {
  tenantColumns,
  tenantDatasourceColumns,
  tenantPackageSettingColumns,
  tenantSettingColumns,
  toTenantSetting,
} from './columns';

type Dialog = 'setting' | 'datasource' | 'package' | null;
type FormValues = Record<string, unknown>;

/** `/system/tenant`: tenants, with settings (accounts, expiry), datasource and package dialogs. */
export default function Tenant() {
  const { t } = useTranslation('console');
  const crud = useResourceTable(tenantResource, client.system.tenant, 'system.tenant');
  const table = useRef<CrudTableHandle>(null);
  const [selected, setSelected] = useState<TenantRow[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [values, setValues] = useState<FormValues | null>(null);
  // Loaded when the dialog opens: data sources are the platform's, so the page does not ask on mount.
  const [datasources, setDatasources] = useState<Datasource[]>([]);
  const packages = useList('system.tenantPackage.list', { current: 1, size: 200 }).data?.records;
  const datasourceColumns = useMemo(
    () => tenantDatasourceColumns(datasources.map((d) => ({ label: d.name, value: String(d.id) }))),
    [datasources],
  );
  const packageColumns = useMemo(
    () =>
      tenantPackageSettingColumns(
        (packages ?? []).map((p) => ({ label: p.packageName, value: String(p.id) })),
      ),
    [packages],
  );

  const one = selected.length === 1 ? selected[0] : undefined;
  const open = async (next: Exclude<Dialog, null>) => {
    if (next === 'setting' ? !selected.length : !one) {
      message.warning(t(next === 'setting' ? 'sys.selectOne' : 'tenant.selectOnlyOne'));
      return;
    }
    if (next === 'setting')
      setValues({ accountNumber: one?.accountNumber ?? -1, expireTime: one?.expireTime ?? '' });
    if (next === 'datasource') {
      try {
        const rows = await client.develop.datasource.select();
        setDatasources(Array.isArray(rows) ? rows : []);
      } catch {
        return; // reported by the SDK; no dialog without choices
      }
      setValues({ datasourceId: one?.datasourceId ? String(one.datasourceId) : '' });
    }
    if (next === 'package') {
      setValues({ packageId: one?.packageId ?? '' });
      try {
        const detail = await client.system.tenant.packageDetail(String(one?.tenantId ?? ''));
        if (detail?.id) setValues({ packageId: String(detail.id) });
      } catch {
        // Reported by the SDK; the dialog keeps the list's value.
      }
    }
    setDialog(next);
  };
  const done = () => {
    message.success(t('sys.success'));
    table.current?.refresh();
  };
  /** One of the three edit dialogs of the selection: saves, then says so and reloads the table. */
  const settingForm = (
    key: Exclude<Dialog, null>,
    columns: readonly CrudColumn<FormValues>[],
    save: (values: Partial<FormValues>) => Promise<unknown>,
  ) => (
    <CrudForm
      columns={columns}
      open={dialog === key}
      onOpenChange={(o) => setDialog(o ? key : null)}
      mode="edit"
      title={t(`tenant.${key}`)}
      values={values}
      onSubmit={async (v) => {
        await save(v);
        done();
      }}
    />
  );
  // Declared: CrudTable hides them without `tenant_edit` and spins while a dialog's data loads.
  const toolbarActions: CrudToolbarAction<TenantRow>[] = (['setting', 'datasource', 'package'] as const).map(
    (key) => ({ key, label: `console:tenant.${key}`, permission: 'tenant_edit', onClick: () => open(key) }),
  );

  return (
    <>
      <FollowedTable
        resource={tenantResource}
        ref={table}
        columns={tenantColumns}
        {...crud}
        title={t('tenant.title')}
        onSelectionChange={setSelected}
        toolbarActions={toolbarActions}
      />
      {settingForm('setting', tenantSettingColumns, (v) =>
        // With the versions of the rows as the table loaded them: a tenant changed since is refused.
        client.system.tenant.setting(
          selected.map((x) => String(x.id)),
          toTenantSetting(v),
          versionsOf(selected),
        ),
      )}
      {settingForm('datasource', datasourceColumns, (v) =>
        client.system.tenant.datasource(String(one?.tenantId ?? ''), String(v.datasourceId), one?.updateTime),
      )}
      {settingForm('package', packageColumns, (v) =>
        client.system.tenant.packageSetting(
          String(one?.tenantId ?? ''),
          String(v.packageId),
          one?.updateTime,
        ),
      )}
    </>
  );
}

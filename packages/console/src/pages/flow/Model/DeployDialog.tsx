import type { FlowModel, Tenant } from '@blade-console/blade-client';
import { type CrudColumn, CrudForm, message } from '@blade-console/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useList } from '../../../data/hooks';
import { client } from '../../../session/client';
import { useFlowDictionary } from '../common/flowRoutes';

interface DeployValues {
  category: string;
  /** Comma-joined by the form (a multiple select goes back as Blade's CSV). */
  tenantIds: string;
}

/** Tenant options for the deploy forms (the administrator's tenant list). */
export function useTenantOptions() {
  const { data } = useList('system.tenant.list', { current: 1, size: 200 });
  return useMemo(
    () =>
      ((data?.records ?? []) as Tenant[]).map((tenant) => ({
        value: String(tenant.tenantId),
        label: `${tenant.tenantName} (${tenant.tenantId})`,
      })),
    [data],
  );
}

/** `model/deploy`: the process type and the tenants a model is deployed for. */
export function DeployDialog({ model, onClose }: { model: FlowModel | null; onClose: () => void }) {
  const { t } = useTranslation('flow');
  const { categories } = useFlowDictionary();
  const tenants = useTenantOptions();
  const columns: CrudColumn<DeployValues>[] = [
    {
      field: 'category',
      label: 'flow:deploy.category',
      type: 'select',
      options: categories,
      defaultValue: categories[0]?.value,
      rules: [{ required: true, message: 'flow:deploy.rules.category' }],
    },
    {
      field: 'tenantIds',
      label: 'flow:deploy.tenants',
      type: 'select',
      multiple: true,
      options: tenants,
      hint: 'flow:deploy.tenantsHint',
    },
  ];
  return (
    <CrudForm<DeployValues>
      columns={columns}
      open={model != null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      mode="add"
      title={t('model.deployTitle', { name: model?.name ?? '' })}
      onSubmit={async (values) => {
        if (!model?.id) return;
        await client.flow.model.deploy({
          modelId: model.id,
          category: String(values.category),
          tenantIds: values.tenantIds || undefined,
        });
        message.success(t('model.deployed'));
        onClose();
      }}
    />
  );
}

import type { FlowProcessDefinition } from '@blade-console/blade-client';
import { type CrudColumn, CrudTable } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import { client } from '../../../session/client';
import { categoryColumn, col, listOnly } from '../common/columns';
import { useFlowDictionary } from '../common/flowRoutes';
import { useFlowChart } from '../common/useFlowChart';

const isSuspended = (row: FlowProcessDefinition) => row.suspensionState === 2;

/** `/flow/manager`: deployed process definitions — suspend/activate, delete the deployment, chart. */
export default function Manager() {
  const { t } = useTranslation('flow');
  const { categories } = useFlowDictionary();
  const chart = useFlowChart();
  const columns: CrudColumn<FlowProcessDefinition>[] = [
    col('name', { searchable: true }),
    col('key', { searchable: true }),
    categoryColumn(categories),
    col('version', { width: 80 }),
    col('tenantId', { width: 100 }),
    col('suspensionState', {
      width: 100,
      render: (_, row) => t(isSuspended(row) ? 'state.suspended' : 'state.active'),
    }),
    col('deploymentTime', { width: 170 }),
  ];
  return (
    <>
      <CrudTable<FlowProcessDefinition>
        columns={columns}
        title={t('manager.title')}
        load={(query) => client.flow.manager.list(query)}
        {...listOnly}
        rowActions={[
          chart.rowAction((row) => ({ processDefinitionId: row.id })),
          {
            key: 'suspend',
            label: 'flow:actions.suspend',
            visible: (row) => !isSuspended(row),
            confirm: 'flow:manager.suspendConfirm',
            successMessage: 'flow:manager.suspended',
            refresh: true,
            onClick: (row) => client.flow.manager.changeState({ processId: row.id, state: 'suspend' }),
          },
          {
            key: 'activate',
            label: 'flow:actions.activate',
            visible: isSuspended,
            confirm: 'flow:manager.activateConfirm',
            successMessage: 'flow:manager.activated',
            refresh: true,
            onClick: (row) => client.flow.manager.changeState({ processId: row.id, state: 'active' }),
          },
          {
            key: 'delete',
            label: 'flow:actions.delete',
            danger: true,
            confirm: 'flow:manager.deleteConfirm',
            successMessage: 'flow:manager.deleted',
            refresh: true,
            onClick: (row) => client.flow.manager.deleteDeployment(row.deploymentId),
          },
        ]}
      />
      {chart.dialog}
    </>
  );
}

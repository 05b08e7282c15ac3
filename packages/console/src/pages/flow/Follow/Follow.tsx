import type { FlowProcessInstance } from '@blade-console/blade-client';
import { type CrudColumn, CrudForm, CrudTable, type CrudTableHandle, message } from '@blade-console/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../../../session/client';
import { col, listOnly, processNameColumn } from '../common/columns';
import { useFlowChart } from '../common/useFlowChart';

const reasonColumns: CrudColumn<{ deleteReason: string }>[] = [
  {
    field: 'deleteReason',
    label: 'flow:follow.reason',
    type: 'textarea',
    span: 24,
    rules: [{ required: true, message: 'flow:follow.reasonRequired' }, { max: 200 }],
  },
];

/** `/flow/follow`: running process instances — the chart, and deletion with a reason. */
export default function Follow() {
  const { t } = useTranslation('flow');
  const chart = useFlowChart();
  const table = useRef<CrudTableHandle>(null);
  const [deleting, setDeleting] = useState<FlowProcessInstance | null>(null);
  const columns: CrudColumn<FlowProcessInstance>[] = [
    processNameColumn(),
    col('processDefinitionVersion', { width: 80 }),
    col('startUser', { width: 120 }),
    col('startTime', { width: 170 }),
    { field: 'businessKey', label: 'flow:fields.businessId' },
  ];
  return (
    <>
      <CrudTable<FlowProcessInstance>
        ref={table}
        columns={columns}
        title={t('follow.title')}
        load={(query) => client.flow.follow.list(query)}
        {...listOnly}
        rowActions={[
          chart.rowAction((row) => ({ processInstanceId: row.processInstanceId })),
          { key: 'delete', label: 'flow:actions.delete', danger: true, onClick: (row) => setDeleting(row) },
        ]}
      />
      <CrudForm<{ deleteReason: string }>
        columns={reasonColumns}
        open={deleting != null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        mode="add"
        title={t('follow.deleteTitle')}
        onSubmit={async ({ deleteReason }) => {
          if (!deleting) return;
          await client.flow.follow.deleteProcessInstance({
            processInstanceId: deleting.processInstanceId,
            deleteReason: deleteReason?.trim(),
          });
          message.success(t('follow.deleted'));
          setDeleting(null);
          table.current?.refresh();
        }}
      />
      {chart.dialog}
    </>
  );
}

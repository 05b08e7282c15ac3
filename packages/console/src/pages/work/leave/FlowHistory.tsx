import type { FlowHistory as HistoryRow } from '@blade-console/blade-client';
import { Card, CrudTable } from '@blade-console/ui';
import { FlowViewer } from '@blade-console/ui/flow';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../../../data/hooks';
import { col } from '../../flow/common/columns';

const columns = [
  col<HistoryRow>('historyActivityName', { label: 'flow:leave.historyColumns.name', width: 120 }),
  col<HistoryRow>('assigneeName', { label: 'flow:leave.historyColumns.assignee', width: 100 }),
  col<HistoryRow>('comment', { label: 'flow:leave.historyColumns.comment' }),
  col<HistoryRow>('endTime', { label: 'flow:leave.historyColumns.endTime', width: 170 }),
  col<HistoryRow>('historyActivityDurationTime', { label: 'flow:leave.historyColumns.duration', width: 80 }),
];

/** A process instance's approval history and its chart, inline (SPEC §2 "Flow chart view"). */
export function FlowHistory({ processInstanceId }: { processInstanceId: string }) {
  const { t } = useTranslation('flow');
  const history = useQuery('flow.process.historyFlowList', [processInstanceId]);
  const view = useQuery('flow.process.modelView', [{ processInstanceId }]);
  return (
    <>
      <Card title={t('leave.history')}>
        <CrudTable<HistoryRow>
          // Names the grid inside the card for assistive technology (as the card's title does for eyes).
          title={t('leave.history')}
          columns={columns}
          rows={Array.isArray(history.data) ? history.data : []}
          rowKey="historyActivityId"
          actions={{ add: false, edit: false, delete: false, view: false, export: false }}
          pagination={false}
        />
      </Card>
      <Card title={t('actions.chart')}>
        <FlowViewer xml={view.data?.xml ?? ''} history={view.data?.flow} height={360} />
      </Card>
    </>
  );
}

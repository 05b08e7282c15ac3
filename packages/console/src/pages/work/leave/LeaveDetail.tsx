import { Card, Skeleton } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from '../../../data/hooks';
import { Actions } from '../../flow/common/FlowPage.styles';
import { BackButton, LeaveSplit } from './LeaveSplit';
import { LeaveSummary, SUMMARY_ROWS } from './LeaveSummary';

/** `/work/process/leave/detail/{processInstanceId}/{businessId}`: the request, its history and chart. */
export default function LeaveDetail() {
  const { t } = useTranslation('flow');
  const { processInstanceId = '', businessId = '' } = useParams();
  const leave = useQuery('desk.leave.detail', [businessId]);
  return (
    <LeaveSplit processInstanceId={processInstanceId}>
      <Card title={t('leave.detailTitle')} titleAs="h2">
        <Skeleton loading={!leave.data && !leave.error} rows={SUMMARY_ROWS} title={false}>
          {leave.data ? <LeaveSummary leave={leave.data} /> : null}
        </Skeleton>
        {leave.error ? <p>{t('leave.notFound')}</p> : null}
        <Actions>
          <BackButton />
        </Actions>
      </Card>
    </LeaveSplit>
  );
}

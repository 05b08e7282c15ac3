import { Card } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from '../../../data/hooks';
import { Actions } from '../../flow/common/FlowPage.styles';
import { BackButton, LeaveSplit } from './LeaveSplit';
import { LeaveSummaryOrPlaceholder } from './LeaveSummary';

/** `/work/process/leave/detail/{processInstanceId}/{businessId}`: the request, its history and chart. */
export default function LeaveDetail() {
  const { t } = useTranslation('flow');
  const { processInstanceId = '', businessId = '' } = useParams();
  const leave = useQuery('desk.leave.detail', [businessId]);
  return (
    <LeaveSplit processInstanceId={processInstanceId}>
      <Card title={t('leave.detailTitle')} titleAs="h2">
        <LeaveSummaryOrPlaceholder leave={leave.data} loading={!leave.data && !leave.error} />
        {leave.error ? <p>{t('leave.notFound')}</p> : null}
        <Actions>
          <BackButton />
        </Actions>
      </Card>
    </LeaveSplit>
  );
}

import { Button, Card } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '../../../data/hooks';
import { Actions, Split, Stack } from '../../flow/common/FlowPage.styles';
import { FlowHistory } from './FlowHistory';
import { LeaveSummary } from './LeaveSummary';

/** `/work/process/leave/detail/{processInstanceId}/{businessId}`: the request, its history and chart. */
export default function LeaveDetail() {
  const { t } = useTranslation('flow');
  const { processInstanceId = '', businessId = '' } = useParams();
  const navigate = useNavigate();
  const leave = useQuery('desk.leave.detail', [businessId]);
  return (
    <Split>
      <Stack>
        <Card title={t('leave.detailTitle')} titleAs="h2">
          {leave.data ? <LeaveSummary leave={leave.data} /> : null}
          {leave.error ? <p>{t('leave.notFound')}</p> : null}
          <Actions>
            <Button onClick={() => navigate(-1)}>{t('leave.back')}</Button>
          </Actions>
        </Card>
      </Stack>
      <Stack>
        <FlowHistory processInstanceId={processInstanceId} />
      </Stack>
    </Split>
  );
}

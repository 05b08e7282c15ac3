import { Button, Card, FormField, message, Textarea } from '@blade-console/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from '../../../data/hooks';
import { useWorkflowChanged } from '../../../data/workflowChanges';
import { useFinishPage } from '../../../router/useFinishPage';
import { client } from '../../../session/client';
import { Actions } from '../../flow/common/FlowPage.styles';
import { BackButton, LeaveSplit } from './LeaveSplit';
import { LeaveSummaryOrPlaceholder } from './LeaveSummary';

/** The two decisions, in the order the buttons show them. */
const DECISIONS = [
  { flag: 'ok', variant: 'primary', label: 'leave.approve' },
  { flag: 'reject', variant: 'danger', label: 'leave.reject' },
] as const;

/**
 * `/work/process/leave/handle/{taskId}/{processInstanceId}/{businessId}`: approve or reject a leave
 * request with a comment (required to reject), the history and the chart beside it.
 */
export default function LeaveHandle() {
  const { t } = useTranslation('flow');
  const { taskId = '', processInstanceId = '', businessId = '' } = useParams();
  const finish = useFinishPage('/work/todo');
  const workflowChanged = useWorkflowChanged();
  const leave = useQuery('desk.leave.detail', [businessId]);
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<'' | 'ok' | 'reject'>('');
  // A decision is taken on the request as shown: until it is, the buttons wait. Its arrival also
  // moves them down by the summary's height, so a click just before it would land where they were
  // (CI, 2026-12-04: 驳回 pressed on a loaded machine showed nothing).
  const loading = !leave.data && !leave.error;

  async function complete(flag: 'ok' | 'reject') {
    if (flag === 'reject' && !comment.trim()) {
      setError(t('leave.commentRequired'));
      return;
    }
    setBusy(flag);
    try {
      await client.flow.work.completeTask({
        taskId,
        processInstanceId,
        flag,
        comment: comment.trim(),
        variables: { pass: flag === 'ok' },
      });
      message.success(t(flag === 'ok' ? 'leave.approved' : 'leave.rejected'));
      workflowChanged();
      finish();
    } catch {
      // The SDK's toast has said why (someone else completed it, the task is gone).
    } finally {
      setBusy('');
    }
  }

  return (
    <LeaveSplit processInstanceId={processInstanceId}>
      <Card title={t('leave.handleTitle')} titleAs="h2">
        <LeaveSummaryOrPlaceholder leave={leave.data} loading={loading} />
      </Card>
      <Card>
        <FormField label={t('leave.comment')} error={error || undefined}>
          <Textarea
            rows={3}
            value={comment}
            maxLength={500}
            onChange={(event) => {
              setComment(event.target.value);
              setError('');
            }}
          />
        </FormField>
        <Actions>
          {DECISIONS.map(({ flag, variant, label }) => (
            <Button
              key={flag}
              variant={variant}
              loading={busy === flag}
              disabled={busy !== '' || loading}
              onClick={() => complete(flag)}
            >
              {t(label)}
            </Button>
          ))}
          <BackButton />
        </Actions>
      </Card>
    </LeaveSplit>
  );
}

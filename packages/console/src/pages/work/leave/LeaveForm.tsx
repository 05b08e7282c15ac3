import type { LeaveProcess } from '@blade-console/blade-client';
import { leaveDaysOf, MAX_LEAVE_DAYS, MAX_LEAVE_REASON } from '@blade-console/blade-schema';
import {
  Button,
  DatePicker,
  Form,
  FormItem,
  Input,
  message,
  Select,
  Textarea,
  useBusy,
  useForm,
} from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useDictionary } from '../../../data/hooks';
import { useWorkflowChanged } from '../../../data/workflowChanges';
import { useFinishPage } from '../../../router/useFinishPage';
import { client } from '../../../session/client';
import { Actions, Card, Lead, Title } from '../../flow/common/FlowPage.styles';
import { useProcessName } from './useProcessName';

interface LeaveValues {
  leaveType: string;
  startTime: string;
  endTime: string;
  reason: string;
}

const EMPTY: LeaveValues = { leaveType: '', startTime: '', endTime: '', reason: '' };

/** `/work/process/leave/form/{processDefinitionId}`: a leave request, started as a process instance. */
export default function LeaveForm() {
  const { t } = useTranslation('flow');
  const { processDefinitionId = '' } = useParams();
  const navigate = useNavigate();
  const finish = useFinishPage('/work/start');
  const workflowChanged = useWorkflowChanged();
  const processName = useProcessName(processDefinitionId);
  const form = useForm<LeaveValues>({ mode: 'onTouched', defaultValues: EMPTY });
  const [saving, run] = useBusy();
  // The `leave_type` dictionary (string keys), named in the console's language; the server checks it too.
  const leaveTypes = useDictionary('leave_type', false);
  const [start, end] = form.watch(['startTime', 'endTime']);
  const days = leaveDaysOf(start, end);

  async function submit(values: LeaveValues) {
    // A failure: the SDK's toast has said why (a suspended process, a field the server refused).
    await run(async () => {
      const leave: Partial<LeaveProcess> & { leaveType: string; days: number } = {
        ...values,
        reason: values.reason.trim(),
        processDefinitionId,
        days,
      };
      await client.desk.leave.startProcess(leave);
      message.success(t('leave.submitted'));
      workflowChanged();
      finish();
    });
  }

  return (
    <Card>
      <Title>{t('leave.formTitle')}</Title>
      {processName ? (
        <Lead>
          {t('leave.process')}: {processName}
        </Lead>
      ) : null}
      <Form form={form} onSubmit={submit} layout="horizontal">
        <FormItem name="leaveType" label={t('leave.type')} required={t('leave.rules.type')}>
          <Select options={leaveTypes} placeholder={t('leave.rules.type')} />
        </FormItem>
        <FormItem name="startTime" label={t('leave.startTime')} required={t('leave.rules.startTime')}>
          <DatePicker showTime placeholder={t('leave.rules.startTime')} />
        </FormItem>
        <FormItem
          name="endTime"
          label={t('leave.endTime')}
          required={t('leave.rules.endTime')}
          rules={{
            validate: (value, values) => {
              if (values.startTime && value <= values.startTime) return t('leave.rules.order');
              // The server's bound (blade-schema leave.ts), said before saving.
              if (leaveDaysOf(values.startTime, value) > MAX_LEAVE_DAYS)
                return t('leave.rules.tooLong', { max: MAX_LEAVE_DAYS });
              return true;
            },
          }}
        >
          <DatePicker showTime placeholder={t('leave.rules.endTime')} />
        </FormItem>
        <FormItem name="days" label={t('leave.days')}>
          {(control) => (
            <Input
              id={control.id}
              aria-labelledby={control['aria-labelledby']}
              value={days ? t('leave.daysValue', { count: days }) : ''}
              readOnly
            />
          )}
        </FormItem>
        <FormItem
          name="reason"
          label={t('leave.reason')}
          required={t('leave.rules.reason')}
          rules={{
            maxLength: {
              value: MAX_LEAVE_REASON,
              message: t('leave.rules.reasonMax', { max: MAX_LEAVE_REASON }),
            },
          }}
        >
          <Textarea rows={4} maxLength={MAX_LEAVE_REASON} showCount placeholder={t('leave.rules.reason')} />
        </FormItem>
        <Actions>
          <Button type="submit" variant="primary" loading={saving}>
            {t('leave.submit')}
          </Button>
          <Button type="button" onClick={() => navigate(-1)}>
            {t('leave.back')}
          </Button>
        </Actions>
      </Form>
    </Card>
  );
}

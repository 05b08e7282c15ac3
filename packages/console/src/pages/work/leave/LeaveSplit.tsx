import { Button } from '@blade-console/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Split, Stack } from '../../flow/common/FlowPage.styles';
import { FlowHistory } from './FlowHistory';

/** The detail and handle pages of a leave request: its cards beside the process's history and chart. */
export function LeaveSplit({
  processInstanceId,
  children,
}: {
  processInstanceId: string;
  children: ReactNode;
}) {
  return (
    <Split>
      <Stack>{children}</Stack>
      <Stack>
        <FlowHistory processInstanceId={processInstanceId} />
      </Stack>
    </Split>
  );
}

/** Back to where the person came from (the to-do, done or sent list). */
export function BackButton() {
  const { t } = useTranslation('flow');
  const navigate = useNavigate();
  return <Button onClick={() => navigate(-1)}>{t('leave.back')}</Button>;
}

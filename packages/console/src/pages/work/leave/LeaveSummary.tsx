import type { LeaveProcess } from '@blade-console/blade-client';
import { leaveDaysOf } from '@blade-console/blade-schema';
import { Skeleton, vars } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDictionary } from '../../../data/hooks';
import { termList } from '../../../styles/termList';

const List = styled.dl`
  ${termList}
  gap: ${vars.space[2]} ${vars.space[4]};
  dd {
    white-space: pre-wrap;
    word-break: break-word;
  }
`;

type Leave = Partial<LeaveProcess> & {
  leaveType?: string | null;
  leaveTypeName?: string;
  days?: number;
};

/** How many fields the summary shows at most: the height its placeholder keeps while it loads. */
const SUMMARY_ROWS = 6;

/** The leave request's fields, read-only (handle and detail pages). */
export function LeaveSummary({ leave }: { leave: Leave }) {
  const { t } = useTranslation('flow');
  const days = leave.days ?? leaveDaysOf(leave.startTime, leave.endTime);
  const leaveTypes = useDictionary('leave_type', false);
  // The dictionary's label in the console's language; the server's (Chinese) name or the key if gone.
  const typeLabel = leave.leaveType
    ? (leaveTypes.find((option) => option.value === leave.leaveType)?.label ??
      (leave.leaveTypeName || leave.leaveType))
    : undefined;
  const rows: [string, string | undefined][] = [
    ['leave.applicant', leave.createUserName],
    ['leave.type', typeLabel],
    ['leave.startTime', leave.startTime],
    ['leave.endTime', leave.endTime],
    ['leave.days', days ? t('leave.daysValue', { count: days }) : undefined],
    ['leave.reason', leave.reason],
  ];
  return (
    <List>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </List>
  );
}

/**
 * The summary once the request has come, its rows' place kept while it loads (the handle page's
 * buttons below it do not move when it arrives); nothing when it failed (`loading` false, no leave).
 */
export function LeaveSummaryOrPlaceholder({
  leave,
  loading,
}: {
  leave: Leave | undefined;
  loading: boolean;
}) {
  return (
    <Skeleton loading={loading} rows={SUMMARY_ROWS} title={false}>
      {leave ? <LeaveSummary leave={leave} /> : null}
    </Skeleton>
  );
}

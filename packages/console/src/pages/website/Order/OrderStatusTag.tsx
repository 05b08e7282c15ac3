import { ORDER_STATUS } from '@blade-console/blade-schema';
import { type CrudOption, type Tone, toneColours, vars } from '@blade-console/ui';
import styled from 'styled-components';

const TONES: Record<number, Tone> = {
  [ORDER_STATUS.pending]: 'warning',
  [ORDER_STATUS.accepted]: 'info',
  [ORDER_STATUS.inTransit]: 'accent',
  [ORDER_STATUS.delivered]: 'success',
  [ORDER_STATUS.cancelled]: 'danger',
};

const Tag = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 0 ${vars.space[2]};
  border: 1px solid ${(p) => toneColours(p.$tone).base};
  border-radius: ${vars.radius.sm};
  background: ${(p) => toneColours(p.$tone).light};
  color: ${(p) => toneColours(p.$tone).text};
  font-size: ${vars.fontSize.xs};
  line-height: 20px;
  white-space: nowrap;
`;

/** An order's status as a tag: its name in words (the colour only repeats it). */
export function OrderStatusTag({ status, options }: { status: number; options: readonly CrudOption[] }) {
  const label = options.find((option) => Number(option.value) === status)?.label ?? String(status);
  return <Tag $tone={TONES[status] ?? 'info'}>{label}</Tag>;
}

import { ORDER_STATUS } from '@blade-console/blade-schema';
import type { CrudOption } from '@blade-console/ui';
import { vars } from '@blade-console/ui';
import styled from 'styled-components';

type Tone = 'info' | 'accent' | 'warning' | 'success' | 'danger';

const TONES: Record<number, Tone> = {
  [ORDER_STATUS.pending]: 'warning',
  [ORDER_STATUS.accepted]: 'info',
  [ORDER_STATUS.inTransit]: 'accent',
  [ORDER_STATUS.delivered]: 'success',
  [ORDER_STATUS.cancelled]: 'danger',
};

const colours: Record<Tone, { bg: string; fg: string; border: string }> = {
  info: { bg: vars.color.infoLight, fg: vars.color.infoText, border: vars.color.info },
  accent: { bg: vars.color.accentLight, fg: vars.color.accentText, border: vars.color.accent },
  warning: { bg: vars.color.warningLight, fg: vars.color.warningText, border: vars.color.warning },
  success: { bg: vars.color.successLight, fg: vars.color.successText, border: vars.color.success },
  danger: { bg: vars.color.dangerLight, fg: vars.color.dangerText, border: vars.color.danger },
};

const Tag = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 0 ${vars.space[2]};
  border: 1px solid ${(p) => colours[p.$tone].border};
  border-radius: ${vars.radius.sm};
  background: ${(p) => colours[p.$tone].bg};
  color: ${(p) => colours[p.$tone].fg};
  font-size: ${vars.fontSize.xs};
  line-height: 20px;
  white-space: nowrap;
`;

/** An order's status as a tag: its name in words (the colour only repeats it). */
export function OrderStatusTag({ status, options }: { status: number; options: readonly CrudOption[] }) {
  const label = options.find((option) => Number(option.value) === status)?.label ?? String(status);
  return <Tag $tone={TONES[status] ?? 'info'}>{label}</Tag>;
}

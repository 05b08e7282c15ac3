import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { plainTable, scrollBox } from '../../utils/plainTable';
import { visuallyHidden } from '../../utils/visuallyHidden';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin-bottom: ${vars.space[3]};
`;

export const TableWrap = styled.div`
  ${scrollBox}
`;

/** Names the table for assistive technology; the dialog's title already shows it. */
export const Caption = styled.caption`
  ${visuallyHidden}
`;

export const Table = styled.table`
  ${plainTable}

  th { white-space: nowrap; }
  td { word-break: break-word; }
  td:last-child { white-space: nowrap; font-variant-numeric: tabular-nums; }
`;

export const BugTag = styled.span`
  display: inline-block;
  padding: 0 ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  border: 1px solid ${vars.color.danger};
  background: ${vars.color.dangerLight};
  color: ${vars.color.dangerText};
  font-size: ${vars.fontSize.xs};
  line-height: 20px;
`;

export const StackToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.accentText};
  font: inherit;
  cursor: pointer;
  svg { width: 14px; height: 14px; transition: transform ${vars.motion.durationFast}; }
  &[aria-expanded='true'] svg { transform: rotate(90deg); }
`;

export const Stack = styled.pre`
  margin: ${vars.space[2]} 0 0;
  padding: ${vars.space[2]};
  max-height: 240px;
  overflow: auto;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.text};
  font-family: ${vars.font.mono};
  font-size: ${vars.fontSize.xs};
  white-space: pre-wrap;
  &[hidden] { display: none; }
`;

/** Centres the empty state in the full-screen sheet. */
export const EmptyWrap = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
`;

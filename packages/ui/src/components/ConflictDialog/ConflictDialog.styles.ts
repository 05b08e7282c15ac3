import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { plainTable, scrollBox } from '../../utils/plainTable';

export const Notice = styled.p`
  margin: 0 0 ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.warningLight};
  color: ${vars.color.warningText};
  font-size: ${vars.fontSize.sm};
  line-height: 1.6;
`;

export const TableWrap = styled.div`
  ${scrollBox}
  max-height: 50vh;
`;

export const Table = styled.table`
  ${plainTable}
  table-layout: fixed;

  th, td {
    word-break: break-word;
    white-space: pre-wrap;
  }
  tbody th {
    width: 25%;
    color: ${vars.color.textMuted};
    font-weight: ${vars.fontWeight.regular};
  }
  tr:last-child > * { border-bottom: 0; }
`;

/** A row whose stored value differs from the person's: both sides marked, not by colour alone. */
export const DiffRow = styled.tr`
  td { background: ${vars.color.warningLight}; }
`;

export const DiffMark = styled.span`
  display: inline-block;
  margin-left: ${vars.space[2]};
  padding: 0 ${vars.space[1]};
  border: 1px solid ${vars.color.warning};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.warningText};
  font-size: ${vars.fontSize.xs};
  line-height: 18px;
  white-space: nowrap;
`;

export const Empty = styled.span`
  color: ${vars.color.textMuted};
`;

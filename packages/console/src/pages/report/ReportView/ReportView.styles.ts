import { scrollBox, vars } from '@blade-console/ui';
import styled from 'styled-components';

export const Layout = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const Period = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const TableScroll = styled.div`
  ${scrollBox}
  max-height: 320px;
`;

export const Figures = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};

  caption {
    padding: ${vars.space[2]} ${vars.space[3]};
    text-align: left;
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.text};
  }
  th, td { padding: ${vars.space[1]} ${vars.space[3]}; border-top: 1px solid ${vars.color.border}; }
  th { text-align: left; font-weight: ${vars.fontWeight.medium}; }
  thead th { background: ${vars.color.surfaceMuted}; position: sticky; top: 0; }
  td { text-align: right; font-variant-numeric: tabular-nums; }
  tfoot th, tfoot td { font-weight: ${vars.fontWeight.semibold}; }
`;

export const Centre = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-height: 160px;
  color: ${vars.color.textMuted};
`;

import { vars } from '@blade-console/ui';
import styled from 'styled-components';

export const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};

  th,
  td {
    padding: ${vars.space[1]} ${vars.space[2]};
    border-bottom: 1px solid ${vars.color.border};
    text-align: left;
    white-space: nowrap;
  }
`;

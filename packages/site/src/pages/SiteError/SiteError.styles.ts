import { vars } from '@blade-console/ui';
import styled from 'styled-components';
import { wrappingRow } from '../../styles/wrappingRow';

export const Box = styled.div`
  max-width: 640px;
  margin: 0 auto;
  padding: ${vars.space[12]} 0;
  text-align: center;
  svg {
    margin-bottom: ${vars.space[4]};
  }
  h1 {
    margin: 0 0 ${vars.space[3]};
    font-size: clamp(24px, 4vw, 32px);
  }
  p {
    margin: 0 0 ${vars.space[6]};
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.lg};
  }
`;

export const Actions = styled.div`
  ${wrappingRow(vars.space[3])}
  justify-content: center;
`;

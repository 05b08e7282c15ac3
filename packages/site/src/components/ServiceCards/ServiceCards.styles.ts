import { tileGrid, vars } from '@blade-console/ui';
import styled from 'styled-components';
import { framed } from '../../styles/surfaces';

export const Grid = styled.ul`
  ${tileGrid('240px')}
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[5]};
  ${framed()}
  box-shadow: ${vars.shadow.sm};
  img {
    width: 56px;
    height: 56px;
  }
  h3 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }
  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

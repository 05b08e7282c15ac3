import { tileGrid, vars } from '@blade-console/ui';
import styled from 'styled-components';
import { framed } from '../../styles/surfaces';

export const Grid = styled.ul`
  ${tileGrid('260px', vars.space[5], 'auto-fit')}
`;

export const Card = styled.li`
  padding: ${vars.space[5]};
  ${framed()}
  .type {
    margin: 0 0 ${vars.space[1]};
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.accentText};
    font-weight: ${vars.fontWeight.medium};
  }
  h3 {
    margin: 0 0 ${vars.space[3]};
    font-size: ${vars.fontSize.lg};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${vars.space[1]} ${vars.space[3]};
    margin: 0;
  }
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${vars.color.accentText};
  }
`;

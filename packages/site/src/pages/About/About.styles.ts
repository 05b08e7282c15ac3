import { tileGrid, vars } from '@blade-console/ui';
import styled from 'styled-components';
import { pictureCard } from '../../styles/surfaces';

export const Activities = styled.ul`
  ${tileGrid('300px')}
`;

export const Activity = styled.li`
  ${pictureCard}
  > div {
    padding: ${vars.space[4]} ${vars.space[5]} ${vars.space[5]};
  }
  h3 {
    margin: 0 0 ${vars.space[2]};
    font-size: ${vars.fontSize.lg};
  }
  .meta {
    margin: 0 0 ${vars.space[2]};
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.textMuted};
  }
  .summary {
    margin: 0;
  }
`;

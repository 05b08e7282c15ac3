import { vars } from '@blade-console/ui';
import styled from 'styled-components';
import { framed } from '../../styles/surfaces';

export const List = styled.ul`
  display: grid;
  gap: ${vars.space[6]};
  margin: ${vars.space[8]} 0 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  grid-template-columns: 80px 1fr;
  gap: ${vars.space[5]};
  padding: ${vars.space[6]};
  ${framed()}
  box-shadow: ${vars.shadow.sm};
  img {
    width: 80px;
    height: 80px;
  }
  h2 {
    margin: 0 0 ${vars.space[2]};
    font-size: ${vars.fontSize.xxl};
    line-height: ${vars.lineHeight.tight};
  }
  .summary {
    margin: 0 0 ${vars.space[3]};
    font-size: ${vars.fontSize.lg};
    color: ${vars.color.textMuted};
  }
  .book {
    display: inline-block;
    margin-top: ${vars.space[4]};
    color: ${vars.color.accentText};
    font-weight: ${vars.fontWeight.medium};
  }
  @media (max-width: 599px) {
    grid-template-columns: 1fr;
    padding: ${vars.space[5]};
    img {
      width: 56px;
      height: 56px;
    }
  }
`;

import { tileGrid, vars } from '@blade-console/ui';
import styled from 'styled-components';
import { pictureCard } from '../../styles/surfaces';
import { wrappingRow } from '../../styles/wrappingRow';

export const Grid = styled.ul`
  ${tileGrid('280px')}
`;

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  ${pictureCard}
  &:focus-within {
    box-shadow: ${vars.shadow.md};
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]} ${vars.space[5]} ${vars.space[5]};
  h2,
  h3 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    line-height: ${vars.lineHeight.tight};
  }
  h2 a,
  h3 a {
    color: ${vars.color.text};
    text-decoration: none;
    /* The whole card is the link's target, the title its name. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
    &:hover {
      color: ${vars.color.accentText};
    }
  }
  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

export const Meta = styled.div`
  ${wrappingRow(vars.space[3])}
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  span {
    color: ${vars.color.accentText};
    font-weight: ${vars.fontWeight.medium};
  }
`;

import { vars } from '@blade-console/ui';
import styled from 'styled-components';

export const List = styled.ol`
  position: relative;
  margin: 0;
  padding: 0 0 0 ${vars.space[8]};
  list-style: none;
  /* The line the milestones hang on. */
  &::before {
    content: '';
    position: absolute;
    top: 6px;
    bottom: 6px;
    left: 11px;
    width: 2px;
    background: ${vars.color.border};
  }
  /* Wide screens: the years side by side along a horizontal line. */
  @media (min-width: 900px) {
    display: grid;
    grid-auto-columns: minmax(0, 1fr);
    grid-auto-flow: column;
    gap: ${vars.space[5]};
    padding: ${vars.space[8]} 0 0;
    &::before {
      top: 6px;
      bottom: auto;
      left: 0;
      right: 0;
      width: auto;
      height: 2px;
    }
  }
`;

export const Item = styled.li`
  position: relative;
  padding-bottom: ${vars.space[6]};
  &:last-child {
    padding-bottom: 0;
  }
  &::before {
    content: '';
    position: absolute;
    top: 6px;
    left: calc(-1 * ${vars.space[8]} + 5px);
    width: 14px;
    height: 14px;
    border-radius: 50%;
    background: ${vars.color.surface};
    border: 3px solid ${vars.color.accent};
  }
  /* Wide screens: each dot sits on the horizontal line above its year. */
  @media (min-width: 900px) {
    padding-bottom: 0;
    &::before {
      top: calc(-1 * ${vars.space[8]});
      left: 0;
    }
  }
  .year {
    display: block;
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.accentText};
    line-height: ${vars.lineHeight.tight};
  }
  h3 {
    margin: ${vars.space[1]} 0;
    font-size: ${vars.fontSize.lg};
  }
  p {
    margin: 0;
    max-width: 65ch;
    color: ${vars.color.textMuted};
  }
`;

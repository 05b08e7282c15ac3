import { vars } from '@blade-console/ui';
import styled from 'styled-components';

export const Page = styled.section`
  display: grid;
  gap: ${vars.space[4]};
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text};
`;

export const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
`;

export const Stat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${vars.space[1]};
  padding: ${vars.space[4]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-left: 3px solid ${vars.color.accent};
  border-radius: ${vars.radius.lg};

  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
  dd {
    margin: 0;
    color: ${vars.color.text};
    font-size: ${vars.fontSize.xxl};
    font-weight: ${vars.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${vars.space[4]};
  align-items: start;
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${vars.space[3]};
    padding: ${vars.space[2]} 0;
    border-bottom: 1px solid ${vars.color.border};
    color: ${vars.color.text};
    font-size: ${vars.fontSize.sm};
  }
  li:last-child {
    border-bottom: 0;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  time {
    flex: none;
    color: ${vars.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

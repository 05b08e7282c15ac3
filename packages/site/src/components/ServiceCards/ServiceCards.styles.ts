import { vars } from '@blade-console/ui';
import styled from 'styled-components';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${vars.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};
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

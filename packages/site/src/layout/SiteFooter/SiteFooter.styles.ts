import { vars } from '@blade-console/ui';
import styled from 'styled-components';

export const Bar = styled.footer`
  margin-top: ${vars.space[12]};
  background: ${vars.color.surface};
  border-top: 1px solid ${vars.color.border};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${vars.space[6]};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${vars.space[8]} ${vars.space[4]};
  @media (min-width: 600px) {
    padding: ${vars.space[8]} ${vars.space[6]};
  }
  h2 {
    margin: 0 0 ${vars.space[3]};
    font-size: ${vars.fontSize.md};
    color: ${vars.color.text};
  }
  p {
    margin: 0;
    max-width: 40ch;
  }
  ul {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${vars.color.textMuted};
    &:hover {
      color: ${vars.color.accentText};
    }
  }
`;

export const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin-bottom: ${vars.space[3]} !important;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text};
`;

export const Copyright = styled.p`
  margin: 0;
  padding: ${vars.space[4]};
  text-align: center;
  border-top: 1px solid ${vars.color.border};
`;

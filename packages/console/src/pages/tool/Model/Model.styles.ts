import { vars } from '@blade-console/ui';
import styled from 'styled-components';

export const Picker = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  margin-bottom: ${vars.space[3]};
  padding: ${vars.space[3]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  & > * {
    min-width: 220px;
  }
`;

import { vars } from '@blade-console/ui';
import styled from 'styled-components';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[8]} ${vars.space[4]};
  text-align: center;

  & > svg { width: 120px; height: auto; }
`;

export const Title = styled.h2`
  margin: 0;
  color: ${vars.color.text};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.medium};
`;

export const Description = styled.p`
  max-width: 32rem;
  margin: 0;
  color: ${vars.color.textMuted};
`;

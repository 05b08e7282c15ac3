import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';

export const Root = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  padding: ${(p) => (p.$compact ? vars.space[4] : vars.space[8])} ${vars.space[4]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  text-align: center;

  & > svg { width: ${(p) => (p.$compact ? '64px' : '96px')}; height: auto; }
`;

export const Description = styled.p`
  margin: 0;
`;

export const Extra = styled.div`
  margin-top: ${vars.space[2]};
`;

import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';

export const Root = styled.main`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[10]} ${vars.space[12]};
  min-height: 100%;
  padding: ${vars.space[12]} ${vars.space[6]};
  color: ${vars.color.text};
`;

export const Art = styled.svg`
  width: min(340px, 80vw);
  height: auto;
  flex: none;
`;

export const Text = styled.div`
  max-width: 420px;
  min-width: 260px;
  flex: 1 1 300px;
`;

export const Code = styled.div`
  font-size: ${vars.fontSize.display};
  font-weight: ${vars.fontWeight.semibold};
  line-height: 1;
  letter-spacing: 0.02em;
  color: ${vars.color.accentText};
  font-variant-numeric: tabular-nums;
`;

export const Title = styled.h1`
  margin: ${vars.space[4]} 0 ${vars.space[2]};
  font-size: ${vars.fontSize.xxl};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
`;

export const Description = styled.p`
  margin: 0 0 ${vars.space[6]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
`;

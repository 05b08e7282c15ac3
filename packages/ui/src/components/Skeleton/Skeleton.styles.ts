import { keyframes, styled } from 'styled-components';
import { vars } from '../../theme/tokens';

const shimmer = keyframes`
  from { background-position: 100% 50%; }
  to { background-position: 0 50%; }
`;

export const Block = styled.span<{ $animated: boolean }>`
  display: block;
  background: ${vars.color.surfaceMuted};
  border-radius: ${vars.radius.md};

  &[data-animated] {
    background: linear-gradient(
      90deg,
      ${vars.color.surfaceMuted} 25%,
      ${vars.color.border} 37%,
      ${vars.color.surfaceMuted} 63%
    );
    background-size: 400% 100%;
    animation: ${shimmer} 1.4s ease infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-animated] { animation: none; }
  }
`;

export const Root = styled.div`
  display: flex;
  gap: ${vars.space[4]};
  width: 100%;
`;

export const Lines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
`;

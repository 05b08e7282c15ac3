import { keyframes, styled } from 'styled-components';
import { vars } from '../../theme/tokens';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerRoot = styled.span<{ $size: string; $tone: 'current' | 'accent' }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size};
  height: ${(p) => p.$size};
  color: ${(p) => (p.$tone === 'accent' ? vars.color.accent : 'currentColor')};
  vertical-align: middle;

  svg {
    width: 100%;
    height: 100%;
    /* Not tied to the motion tokens: a loading indicator that stops spinning reads as "stuck",
       so reduced-motion only slows it down. */
    animation: ${spin} 0.8s linear infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    svg { animation-duration: 2.4s; }
  }
`;

export const Track = styled.circle`
  opacity: 0.2;
`;

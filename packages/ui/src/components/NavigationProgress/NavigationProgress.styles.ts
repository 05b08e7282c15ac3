import { keyframes, styled } from 'styled-components';
import { vars } from '../../theme/tokens';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

/** A thin bar across the top of the window, fading in. */
export const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${vars.zIndex.toast};
  height: 3px;
  overflow: hidden;
  pointer-events: none;
  animation: ${appear} ${vars.motion.durationFast} linear both;
  &::after {
    content: '';
    display: block;
    height: 100%;
    background: ${vars.color.accent};
    animation: ${slide} 1s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 0s;
    &::after {
      animation: none;
    }
  }
`;

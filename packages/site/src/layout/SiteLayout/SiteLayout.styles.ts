import { vars } from '@blade-console/ui';
import styled, { keyframes } from 'styled-components';

export const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${vars.color.bg};
  color: ${vars.color.text};
`;

export const SkipLink = styled.a`
  position: absolute;
  left: ${vars.space[2]};
  top: -100px;
  z-index: ${vars.zIndex.modal};
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.accent};
  color: ${vars.color.onAccent};
  &:focus {
    top: ${vars.space[2]};
  }
`;

export const Main = styled.main`
  flex: 1;
  width: 100%;
  &:focus {
    outline: none;
  }
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

/** A thin bar under the header while the next page's data loads. */
export const Progress = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${vars.zIndex.toast};
  height: 3px;
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    height: 100%;
    background: ${vars.color.accent};
    animation: ${slide} 1s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
    }
  }
`;

import { vars } from '@blade-console/ui';
import styled from 'styled-components';

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

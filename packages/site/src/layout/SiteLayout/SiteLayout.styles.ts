import { vars } from '@blade-console/ui';
import styled from 'styled-components';

export const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${vars.color.bg};
  color: ${vars.color.text};
`;

export const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.sticky};
  display: flex;
  align-items: center;
  gap: ${vars.space[6]};
  padding: 0 ${vars.space[8]};
  height: 64px;
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};
`;

export const Brand = styled.a`
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text};
  text-decoration: none;
  white-space: nowrap;
`;

export const Nav = styled.nav`
  flex: 1;
  ul {
    display: flex;
    gap: ${vars.space[5]};
    list-style: none;
    margin: 0;
    padding: 0;
    overflow-x: auto;
  }
  a {
    color: ${vars.color.textMuted};
    text-decoration: none;
    white-space: nowrap;
    &:hover,
    &[aria-current='page'] {
      color: ${vars.color.accentText};
    }
  }
`;

export const Main = styled.main`
  flex: 1;
`;

export const Footer = styled.footer`
  padding: ${vars.space[6]} ${vars.space[8]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
`;

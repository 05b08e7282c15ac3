import { vars } from '@blade-console/ui';
import styled from 'styled-components';
import { headerLink } from '../../styles/headerLink';
import { framed } from '../../styles/surfaces';

/**
 * Below this width the links fold into the menu button's panel: the brand, the English links, the
 * language and theme switches and the sign-in link need about 1130 px in one row.
 */
export const PHONE_NAV = '1150px';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.sticky};
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 ${vars.space[4]};
  min-height: 64px;
  @media (min-width: 600px) {
    padding: 0 ${vars.space[6]};
  }
`;

export const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text};
  text-decoration: none;
  white-space: nowrap;
  svg {
    flex: none;
  }
`;

export const MenuButton = styled.button`
  display: none;
  margin-left: auto;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 40px;
  padding: 0 ${vars.space[3]};
  ${framed('md')}
  color: ${vars.color.text};
  cursor: pointer;
  @media (max-width: ${PHONE_NAV}) {
    display: inline-flex;
  }
`;

export const Panel = styled.div<{ $open: boolean }>`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${vars.space[4]};
  @media (max-width: ${PHONE_NAV}) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    flex-direction: column;
    align-items: stretch;
    padding: ${vars.space[3]} ${vars.space[4]} ${vars.space[4]};
    background: ${vars.color.surface};
    border-bottom: 1px solid ${vars.color.border};
    box-shadow: ${vars.shadow.md};
  }
`;

export const Links = styled.ul`
  display: flex;
  flex: 1;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${PHONE_NAV}) {
    flex-direction: column;
  }
  a {
    ${headerLink}
    display: flex;
    min-height: 40px;
    padding: 0 ${vars.space[3]};
    color: ${vars.color.text};
    &[aria-current='page'] {
      color: ${vars.color.accentText};
      font-weight: ${vars.fontWeight.semibold};
      box-shadow: inset 0 -2px 0 ${vars.color.accent};
    }
  }
`;

export const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  a.staff {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
    text-decoration: none;
    white-space: nowrap;
    &:hover {
      color: ${vars.color.accentText};
    }
  }
  @media (max-width: ${PHONE_NAV}) {
    flex-wrap: wrap;
    justify-content: space-between;
    padding-top: ${vars.space[3]};
    border-top: 1px solid ${vars.color.border};
  }
`;

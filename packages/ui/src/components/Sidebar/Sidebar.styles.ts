import { css, styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { centredSquare } from '../../utils/centredSquare';
import { clampLines } from '../../utils/clampLines';

export const SIDEBAR_WIDTH = 240;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

export const Root = styled.aside<{ $iconOnly: boolean }>`
  display: flex;
  flex-direction: column;
  width: ${(p) => (p.$iconOnly ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH)}px;
  height: 100%;
  min-height: 0;
  background-color: ${vars.color.sidebarBg};
  background-image: ${vars.color.sidebarBgImage};
  color: ${vars.color.sidebarText};
  border-right: 1px solid ${vars.color.sidebarBorder};
  transition: width ${vars.motion.duration} ${vars.motion.easing};
  overflow: hidden;
`;

export const Brand = styled.div<{ $iconOnly: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${(p) => (p.$iconOnly ? 'center' : 'flex-start')};
  gap: ${vars.space[2]};
  height: 56px;
  flex: none;
  padding: 0 ${(p) => (p.$iconOnly ? 0 : vars.space[5])};
  /* sidebarActiveText is for text on the active fill only; the brand sits on the plain sidebar. */
  color: ${vars.color.sidebarText};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  white-space: nowrap;
  overflow: hidden;
`;

export const LogoMark = styled.span`
  ${centredSquare('32px')}
  flex: none;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.accent};
  color: ${vars.color.onAccent};
  svg { width: 20px; height: 20px; }
`;

export const Nav = styled.nav`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overflow-x: hidden;
  padding-bottom: ${vars.space[4]};
  scrollbar-width: thin;
  scrollbar-color: ${vars.color.sidebarTextMuted} transparent;
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  &[hidden] { display: none; }
`;

/** The bar at the left edge of the current row (on its ::before): marks it without relying on colour. */
const activeIndicator = css`
  content: '';
  position: absolute;
  left: 0;
  top: 0;
  bottom: 0;
  width: 3px;
  background: ${vars.color.sidebarActiveIndicator};
`;

/** Inset ring: the nav clips overflow, an outside outline would be cut off. */
const insetFocusRing = css`
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: -2px;
  }
`;

const row = css<{ $depth: number }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  width: 100%;
  min-height: 48px;
  margin: 0;
  padding: 0 ${vars.space[4]} 0 ${(p) => 20 + p.$depth * 20}px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${vars.fontSize.md};
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${vars.motion.durationFast} ${vars.motion.easing},
    color ${vars.motion.durationFast} ${vars.motion.easing};

  & > svg { flex: none; }
  &:hover { background: ${vars.color.sidebarHoverBg}; }
  ${insetFocusRing}
`;

export const ItemLink = styled.a<{ $depth: number }>`
  ${row}
  &[aria-current='page'] {
    background: ${vars.color.sidebarActiveBg};
    color: ${vars.color.sidebarActiveText};
    font-weight: ${vars.fontWeight.medium};
  }
  &[aria-current='page']::before {
    ${activeIndicator}
  }
`;

export const GroupButton = styled.button<{ $depth: number }>`
  ${row}
  /* The group holding the current page: bolder, same colour (it sits on the plain sidebar). */
  &[data-trail] { font-weight: ${vars.fontWeight.semibold}; }
  & > svg:last-child {
    margin-left: auto;
    transition: transform ${vars.motion.duration} ${vars.motion.easing};
  }
  &[aria-expanded='true'] > svg:last-child { transform: rotate(90deg); }
`;

/**
 * A menu name: up to two lines, which at the tight line height fit the row's 48 px, so a long
 * English name is read whole where one line cut it ("Cooperation messa…" at 240 px); a longer one
 * ends in an ellipsis and shows whole on hover (titleWhenCut). Chinese names fit one line, as before.
 */
export const Label = styled.span`
  flex: 1;
  min-width: 0;
  ${clampLines(2)}
  line-height: ${vars.lineHeight.tight};
`;

export const External = styled.span`
  display: inline-flex;
  color: ${vars.color.sidebarTextMuted};
  svg { width: 12px; height: 12px; }
`;

export const IconRow = styled.button`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 48px;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  text-decoration: none;
  cursor: pointer;

  &:hover, &[data-state='open'] { background: ${vars.color.sidebarHoverBg}; }
  &[aria-current='page'], &[data-trail] {
    background: ${vars.color.sidebarActiveBg};
    color: ${vars.color.sidebarActiveText};
  }
  &[aria-current='page']::before, &[data-trail]::before {
    ${activeIndicator}
  }
  ${insetFocusRing}
`;

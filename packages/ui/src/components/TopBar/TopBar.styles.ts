import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { barButton } from '../../utils/bareButton';
import { centredSquare } from '../../utils/centredSquare';

export const TOPBAR_HEIGHT = 56;

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  height: ${TOPBAR_HEIGHT}px;
  padding: 0 ${vars.space[3]};
  background-color: ${vars.color.topbarBg};
  background-image: ${vars.color.topbarBgImage};
  color: ${vars.color.topbarText};
  border-bottom: 1px solid ${vars.color.topbarBorder};
  min-width: 0;
`;

export const TopMenus = styled.nav`
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: none;
  ul { display: flex; gap: ${vars.space[1]}; margin: 0; padding: 0; list-style: none; }
`;

export const TopMenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 36px;
  padding: 0 ${vars.space[3]};
  ${barButton}
  white-space: nowrap;

  &:hover { background: color-mix(in srgb, currentColor 12%, transparent); }
  /* Underline and weight, no tint: a tint would cut the contrast of text on accent-coloured bars. */
  &[aria-current='true'] {
    font-weight: ${vars.fontWeight.semibold};
    box-shadow: inset 0 -3px 0 currentColor;
  }
  &:focus-visible { outline: 2px solid currentColor; outline-offset: -2px; }
`;

export const Spacer = styled.div`
  flex: 1;
  min-width: 0;
`;

export const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  flex: none;
`;

export const UserButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  height: 40px;
  margin-left: ${vars.space[1]};
  padding: 0 ${vars.space[2]};
  ${barButton}

  & > svg { width: 14px; height: 14px; }
  &:hover, &[data-state='open'] { background: color-mix(in srgb, currentColor 12%, transparent); }
  &:focus-visible { outline: 2px solid currentColor; outline-offset: -2px; }
`;

export const Avatar = styled.span`
  ${centredSquare('32px')}
  flex: none;
  overflow: hidden;
  border-radius: 50%;
  background: ${vars.color.accent};
  color: ${vars.color.onAccent};
  font-weight: ${vars.fontWeight.semibold};
  box-shadow: 0 0 0 2px ${vars.color.surface};
  img { width: 100%; height: 100%; object-fit: cover; }
  /* The initial is drawn by CSS: decorative, and kept out of the button's visible-text name check. */
  &[data-initial]::before { content: attr(data-initial); }
`;

export const UserName = styled.span`
  max-width: 140px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

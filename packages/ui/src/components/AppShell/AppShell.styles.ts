import { css, styled } from 'styled-components';
import { vars } from '../../theme/tokens';

export const Root = styled.div<{ $height: string }>`
  position: relative;
  display: flex;
  height: ${(p) => p.$height};
  min-height: 0;
  overflow: hidden;
  background: ${vars.color.bg};
  color: ${vars.color.text};
`;

export const SkipLink = styled.a`
  position: absolute;
  left: ${vars.space[2]};
  top: ${vars.space[2]};
  z-index: ${vars.zIndex.toast};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceOverlay};
  color: ${vars.color.accentText};
  box-shadow: ${vars.shadow.md};
  transform: translateY(-200%);
  &:focus { transform: none; }
`;

export const SidebarSlot = styled.div<{ $mobile: boolean; $hidden: boolean }>`
  flex: none;
  height: 100%;
  ${(p) =>
    p.$mobile &&
    css`
      /* Phones and tablets: the sidebar is an off-canvas drawer over the page. */
      position: absolute;
      inset: 0 auto 0 0;
      z-index: ${vars.zIndex.overlay};
      box-shadow: ${p.$hidden ? 'none' : vars.shadow.lg};
      transform: translateX(${p.$hidden ? '-100%' : '0'});
      visibility: ${p.$hidden ? 'hidden' : 'visible'};
      transition: transform ${vars.motion.duration} ${vars.motion.easing},
        visibility 0s linear ${p.$hidden ? vars.motion.duration : '0s'};
    `}
`;

export const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  z-index: calc(${vars.zIndex.overlay} - 1);
  background: ${vars.color.backdrop};
`;

export const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
`;

export const Main = styled.main`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${vars.space[4]};
  &:focus { outline: none; }
`;

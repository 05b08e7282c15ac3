import * as RadixDialog from '@radix-ui/react-dialog';
import { css, keyframes, styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { actionFooter } from '../../utils/actionFooter';
import { bareIconButton } from '../../utils/bareButton';

const fadeIn = keyframes`from { opacity: 0; }`;
// Motion without fading: text never sits at partial opacity, so contrast (and axe) stay stable.
const rise = keyframes`from { transform: translate(-50%, 12px) scale(0.98); }`;

export const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  background: ${vars.color.backdrop};
  animation: ${fadeIn} ${vars.motion.duration} ${vars.motion.easing};
`;

export const Content = styled(RadixDialog.Content)<{
  $width: string;
  $fullscreen: boolean;
  $hosted: boolean;
}>`
  position: fixed;
  z-index: ${vars.zIndex.modal};
  display: flex;
  flex-direction: column;
  background: ${vars.color.surfaceOverlay};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
  outline: none;
  ${(p) =>
    p.$fullscreen
      ? css`
          inset: 0;
        `
      : css`
          top: 10vh;
          left: 50%;
          transform: translateX(-50%);
          width: min(${p.$width}, calc(100vw - 32px));
          max-height: 80vh;
          border-radius: ${vars.radius.lg};
          animation: ${rise} ${vars.motion.duration} ${vars.motion.easing};
        `}
  ${(p) => p.$hosted && hostedLayout(p.$width, p.$fullscreen)}
`;

/**
 * In a `DialogHost`'s element (Storybook's "All themes" panels): in its flow, as wide as the dialog
 * would be up to the element's width, as tall as on a 900 px high screen at most (80vh); fullscreen
 * fills the width.
 */
function hostedLayout(width: string, fullscreen: boolean) {
  return css`
    position: relative;
    inset: auto;
    transform: none;
    width: ${fullscreen ? '100%' : `min(${width}, 100%)`};
    ${fullscreen ? 'height: 640px;' : ''}
    max-height: 720px;
    animation: none;
  `;
}

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} ${vars.space[5]};
  border-bottom: 1px solid ${vars.color.border};
`;

export const Titles = styled.div`
  flex: 1;
  min-width: 0;
`;

export const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.normal};
`;

export const Description = styled(RadixDialog.Description)`
  margin: ${vars.space[1]} 0 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const CloseButton = styled.button`
  ${bareIconButton}
  width: 28px;
  height: 28px;
  margin: -2px -6px 0 0;
  border-radius: ${vars.radius.md};
  &:hover { background: ${vars.color.surfaceMuted}; color: ${vars.color.text}; }
  svg { width: 18px; height: 18px; }
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${vars.space[5]};
`;

export const Footer = styled.div`
  ${actionFooter}
`;

import { keyframes, styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { bareIconButton } from '../../utils/bareButton';
import { popupSurface } from '../../utils/popupSurface';
import type { ToastType } from './store';

// Slide without fading: text never sits at partial opacity, so contrast (and axe) stay stable.
const enter = keyframes`from { transform: translateY(-12px); }`;
const enterFromBelow = keyframes`from { transform: translateY(12px); }`;

/**
 * Where a phone shows toasts: at the bottom, as phones' own notices are. At the top they lay over
 * the top bar, whose icons span a phone's whole width (at 360 px a toast hid search, the bell and
 * the user menu for its seconds).
 */
const PHONE = '(max-width: 640px)';

export const Region = styled.section`
  position: fixed;
  top: ${vars.space[5]};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${vars.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  width: max-content;
  max-width: calc(100vw - 32px);
  pointer-events: none;
  @media ${PHONE} {
    top: auto;
    bottom: calc(${vars.space[5]} + env(safe-area-inset-bottom, 0px));
    flex-direction: column-reverse;
  }
`;

const iconColor: Record<ToastType, string> = {
  success: vars.color.success,
  warning: vars.color.warning,
  error: vars.color.danger,
  info: vars.color.info,
};

export const Item = styled.div<{ $type: ToastType }>`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 40px;
  padding: ${vars.space[2]} ${vars.space[3]} ${vars.space[2]} ${vars.space[4]};
  ${popupSurface({ radius: vars.radius.lg })}
  font-size: ${vars.fontSize.md};
  pointer-events: auto;
  animation: ${enter} ${vars.motion.duration} ${vars.motion.easing};
  @media ${PHONE} {
    animation-name: ${enterFromBelow};
    /* Where a dialog's Save may be under it (a refused save's error lands there): taps go through
       to it, but for the close button. */
    pointer-events: none;
    & > button { pointer-events: auto; }
  }

  > svg:first-child { width: 18px; height: 18px; flex: none; color: ${(p) => iconColor[p.$type]}; }
`;

export const Close = styled.button`
  ${bareIconButton}
  width: 22px;
  height: 22px;
  border-radius: ${vars.radius.sm};
  &:hover { background: ${vars.color.surfaceMuted}; color: ${vars.color.text}; }
  svg { width: 14px; height: 14px; }
`;

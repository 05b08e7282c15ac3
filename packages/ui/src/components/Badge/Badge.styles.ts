import { css, styled } from 'styled-components';
import { vars } from '../../theme/tokens';

export type BadgeTone = 'danger' | 'accent' | 'success' | 'warning' | 'info';

const tones: Record<BadgeTone, ReturnType<typeof css>> = {
  danger: css`background: ${vars.color.danger}; color: ${vars.color.onDanger};`,
  accent: css`background: ${vars.color.accent}; color: ${vars.color.onAccent};`,
  success: css`background: ${vars.color.success}; color: ${vars.color.onSuccess};`,
  warning: css`background: ${vars.color.warning}; color: ${vars.color.onWarning};`,
  info: css`background: ${vars.color.info}; color: ${vars.color.onInfo};`,
};

export const Root = styled.span`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
`;

export const Mark = styled.sup<{ $tone: BadgeTone; $dot: boolean; $attached: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  ${(p) =>
    p.$dot ? css`width: 8px; height: 8px; padding: 0;` : css`min-width: 18px; height: 18px; padding: 0 6px;`}
  border-radius: ${vars.radius.full};
  /* A ring in the page colour separates the badge from the icon it overlaps. */
  box-shadow: 0 0 0 1px ${vars.color.surface};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.medium};
  line-height: 1;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  pointer-events: none;
  ${(p) => tones[p.$tone]}
  ${(p) =>
    p.$attached &&
    css`
      position: absolute;
      top: 0;
      right: 0;
      transform: translate(40%, -40%);
      z-index: 1;
    `}
`;

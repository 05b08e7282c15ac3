import { css, styled } from 'styled-components';
import { vars } from '../../theme/tokens';

export type ButtonVariant = 'primary' | 'default' | 'text' | 'danger' | 'success' | 'warning';
export type ButtonSize = 'small' | 'default' | 'large';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
  $iconOnly: boolean;
}

const c = vars.color;

function solid(fill: string, hover: string, active: string, text: string) {
  return css`
    background: ${fill};
    border-color: ${fill};
    color: ${text};
    &:hover:not([data-inert]) { background: ${hover}; border-color: ${hover}; }
    &:active:not([data-inert]) { background: ${active}; border-color: ${active}; }
  `;
}

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: solid(c.accent, c.accentHover, c.accentActive, c.onAccent),
  danger: solid(c.danger, c.dangerHover, c.dangerHover, c.onDanger),
  success: solid(c.success, c.successHover, c.successHover, c.onSuccess),
  warning: solid(c.warning, c.warningHover, c.warningHover, c.onWarning),
  default: css`
    background: ${c.surface};
    border-color: ${c.borderStrong};
    color: ${c.text};
    &:hover:not([data-inert]) { color: ${c.accentText}; border-color: ${c.accent}; background: ${c.accentLight}; }
    &:active:not([data-inert]) { border-color: ${c.accentActive}; }
  `,
  text: css`
    background: transparent;
    border-color: transparent;
    color: ${c.accentText};
    &:hover:not([data-inert]) { background: ${c.accentLight}; }
    &:active:not([data-inert]) { background: ${c.accentLight}; filter: saturate(1.4); }
  `,
};

/** One step of the size scale; `icon` is the icons' side in pixels. */
const size = (height: string, paddingX: string, fontSize: string, gap: string, icon: number) => css`
  height: ${height};
  padding: 0 ${paddingX};
  font-size: ${fontSize};
  gap: ${gap};
  --bc-button-icon: ${icon}px;
`;

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  small: size(vars.control.sm, vars.space[2], vars.fontSize.xs, vars.space[1], 14),
  default: size(vars.control.md, vars.space[4], vars.fontSize.md, '6px', 16),
  large: size(vars.control.lg, vars.space[5], vars.fontSize.lg, vars.space[2], 18),
};

export const StyledButton = styled.button<StyleProps>`
  position: relative;
  display: ${(p) => (p.$fullWidth ? 'flex' : 'inline-flex')};
  width: ${(p) => (p.$fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  margin: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font-family: inherit;
  font-weight: ${vars.fontWeight.medium};
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${vars.motion.durationFast} ${vars.motion.easing},
    border-color ${vars.motion.durationFast} ${vars.motion.easing},
    color ${vars.motion.durationFast} ${vars.motion.easing},
    box-shadow ${vars.motion.durationFast} ${vars.motion.easing};

  ${(p) => sizes[p.$size]}
  ${(p) => variants[p.$variant]}
  ${(p) =>
    p.$iconOnly &&
    css`
      padding: 0;
      aspect-ratio: 1;
    `}

  svg {
    width: var(--bc-button-icon);
    height: var(--bc-button-icon);
    flex: none;
  }

  &:focus-visible {
    outline: 2px solid ${c.focusRing};
    outline-offset: 2px;
  }

  /* Disabled and loading share "inert" styling; loading keeps focus (aria-disabled, not disabled)
     so a keyboard user does not lose their place while the action runs. */
  &[data-inert] { cursor: not-allowed; }
  &:disabled,
  &[aria-disabled='true']:not([aria-busy='true']) {
    opacity: 0.5;
  }
  &[aria-busy='true'] { cursor: progress; }
`;

export const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: inherit;
`;

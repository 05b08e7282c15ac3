import { css, styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { bareIconButton } from '../../utils/bareButton';

export type InputSize = 'small' | 'default' | 'large';

const c = vars.color;

const sizes: Record<InputSize, ReturnType<typeof css>> = {
  small: css`
    height: ${vars.control.sm};
    font-size: ${vars.fontSize.xs};
    padding: 0 ${vars.space[2]};
  `,
  default: css`
    height: ${vars.control.md};
    font-size: ${vars.fontSize.md};
    padding: 0 ${vars.space[3]};
  `,
  large: css`
    height: ${vars.control.lg};
    font-size: ${vars.fontSize.lg};
    padding: 0 ${vars.space[3]};
  `,
};

/** The visible box; the real <input> inside is borderless so prefix/suffix sit within the border. */
export const Field = styled.span<{ $size: InputSize; $fullWidth: boolean }>`
  display: ${(p) => (p.$fullWidth ? 'flex' : 'inline-flex')};
  width: ${(p) => (p.$fullWidth ? '100%' : '240px')};
  max-width: 100%;
  align-items: center;
  gap: ${vars.space[2]};
  background: ${c.surface};
  color: ${c.text};
  border: 1px solid ${c.borderStrong};
  border-radius: ${vars.radius.md};
  transition:
    border-color ${vars.motion.durationFast} ${vars.motion.easing},
    box-shadow ${vars.motion.durationFast} ${vars.motion.easing};
  ${(p) => sizes[p.$size]}

  &:hover:not([data-disabled]) { border-color: ${c.accent}; }

  /* The field is the focus target visually: a 2px accent edge (border + inset ring) is visible on
     every theme without relying on the translucent accent tint. */
  &:focus-within:not([data-disabled]) {
    border-color: ${c.accent};
    box-shadow: 0 0 0 1px ${c.accent};
  }

  &[data-invalid] { border-color: ${c.danger}; }
  &[data-invalid]:focus-within { box-shadow: 0 0 0 1px ${c.danger}; }

  &[data-disabled] {
    background: ${c.surfaceMuted};
    color: ${c.textDisabled};
    cursor: not-allowed;
  }
`;

export const NativeInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;

  /* The surrounding field shows focus; the inner input must not draw a second ring. */
  &:focus-visible { outline: none; }
  &::placeholder { color: ${c.textMuted}; opacity: 1; }
  &:disabled { cursor: not-allowed; }
  /* Our own reveal/clear buttons replace the browser's. */
  &::-ms-reveal, &::-ms-clear { display: none; }
  &[type='search']::-webkit-search-cancel-button { display: none; }
`;

export const Adornment = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  color: ${c.textMuted};

  svg { width: 1.1em; height: 1.1em; }
`;

export const IconButton = styled.button`
  ${bareIconButton}
  flex: none;
  width: 1.5em;
  height: 1.5em;
  margin: 0 -0.25em;
  border-radius: ${vars.radius.sm};

  &:hover { color: ${c.text}; background: ${c.surfaceMuted}; }
  &:focus-visible { outline: 2px solid ${c.focusRing}; outline-offset: 0; }
  svg { width: 1.1em; height: 1.1em; }
`;

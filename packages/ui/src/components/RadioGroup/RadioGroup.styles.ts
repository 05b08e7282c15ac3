import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { choiceLabel, nativeChoice } from '../../utils/choiceStyles';

const c = vars.color;

export const Group = styled.div<{ $direction: 'horizontal' | 'vertical'; $buttons: boolean }>`
  display: ${(p) => (p.$buttons ? 'inline-flex' : 'flex')};
  flex-direction: ${(p) => (p.$direction === 'vertical' && !p.$buttons ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: ${(p) => (p.$buttons ? '0' : p.$direction === 'vertical' ? vars.space[2] : `${vars.space[2]} ${vars.space[6]}`)};
  padding: ${(p) => (p.$buttons ? '0' : '4px 0')};
`;

export const Item = styled.label`
  ${choiceLabel}
`;

export const NativeRadio = styled.input`
  ${nativeChoice}
`;

export const Dot = styled.span`
  flex: none;
  width: 16px;
  height: 16px;
  box-sizing: border-box;
  border: 1px solid ${c.borderStrong};
  border-radius: 50%;
  background: ${c.surface};
  transition: border ${vars.motion.durationFast} ${vars.motion.easing};

  ${Item}:hover input:not(:disabled) + & { border-color: ${c.accent}; }
  input:checked + & { border: 5px solid ${c.accent}; background: ${c.onAccent}; }
  input:focus-visible + & { outline: 2px solid ${c.focusRing}; outline-offset: 2px; }
  input[aria-invalid='true'] + & { border-color: ${c.danger}; }
  input:disabled + & { background: ${c.surfaceMuted}; border-color: ${c.border}; }
  input:disabled:checked + & { border-color: ${c.textDisabled}; }
`;

/** Segmented-button look: the input is hidden and the text box shows the state. */
export const ButtonText = styled.span`
  display: inline-flex;
  align-items: center;
  height: ${vars.control.md};
  padding: 0 ${vars.space[4]};
  border: 1px solid ${c.borderStrong};
  margin-left: -1px;
  background: ${c.surface};
  color: ${c.text};
  font-size: ${vars.fontSize.md};

  ${Item}:first-of-type & { border-radius: ${vars.radius.md} 0 0 ${vars.radius.md}; margin-left: 0; }
  ${Item}:last-of-type & { border-radius: 0 ${vars.radius.md} ${vars.radius.md} 0; }
  ${Item}:hover input:not(:disabled) + & { color: ${c.accentText}; }
  input:checked + & {
    position: relative;
    background: ${c.accent};
    border-color: ${c.accent};
    color: ${c.onAccent};
  }
  ${Item}:hover input:checked:not(:disabled) + & { color: ${c.onAccent}; }
  input:focus-visible + & { position: relative; z-index: 1; outline: 2px solid ${c.focusRing}; outline-offset: 2px; }
  input:disabled + & { background: ${c.surfaceMuted}; color: ${c.textDisabled}; }
`;

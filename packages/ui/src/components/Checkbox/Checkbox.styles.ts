import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { checkBoxFace, choiceLabel, nativeChoice } from '../../utils/choiceStyles';

const c = vars.color;

export const Root = styled.label`
  ${choiceLabel}
  line-height: ${vars.lineHeight.tight};
`;

export const NativeCheckbox = styled.input`
  ${nativeChoice}
`;

export const Box = styled.span`
  ${checkBoxFace}
  transition:
    background-color ${vars.motion.durationFast} ${vars.motion.easing},
    border-color ${vars.motion.durationFast} ${vars.motion.easing};

  svg { visibility: hidden; }

  ${Root}:hover input:not(:disabled) + & { border-color: ${c.accent}; }
  input:checked + &,
  input:indeterminate + & {
    background: ${c.accent};
    border-color: ${c.accent};
  }
  input:checked + & .bc-check,
  input:indeterminate + & .bc-dash { visibility: visible; }
  input:focus-visible + & { outline: 2px solid ${c.focusRing}; outline-offset: 2px; }
  input[aria-invalid='true'] + & { border-color: ${c.danger}; }
  input:disabled + & { background: ${c.surfaceMuted}; border-color: ${c.border}; color: ${c.textDisabled}; }
  svg { position: absolute; }
`;

export const Group = styled.div<{ $direction: 'horizontal' | 'vertical' }>`
  display: flex;
  flex-direction: ${(p) => (p.$direction === 'vertical' ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: ${(p) => (p.$direction === 'vertical' ? vars.space[2] : `${vars.space[2]} ${vars.space[6]}`)};
  padding: 4px 0;
`;

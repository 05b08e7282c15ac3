import { css, styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { checkBoxFace, choiceLabel, nativeChoice } from '../../utils/choiceStyles';

const c = vars.color;

/**
 * The check box as one element's rules, written from its label: the native input, then the box
 * after it. One styled component a check box rather than three: a table's first render draws one
 * a row (issue 18).
 */
export const checkboxRules = css`
  ${choiceLabel}
  line-height: ${vars.lineHeight.tight};

  > input {
    ${nativeChoice}
  }
  > input + span {
    ${checkBoxFace}
    transition:
      background-color ${vars.motion.durationFast} ${vars.motion.easing},
      border-color ${vars.motion.durationFast} ${vars.motion.easing};
  }
  > input + span svg { visibility: hidden; position: absolute; }

  &:hover > input:not(:disabled) + span { border-color: ${c.accent}; }
  > input:checked + span,
  > input:indeterminate + span {
    background: ${c.accent};
    border-color: ${c.accent};
  }
  > input:checked + span .bc-check,
  > input:indeterminate + span .bc-dash { visibility: visible; }
  > input:focus-visible + span { outline: 2px solid ${c.focusRing}; outline-offset: 2px; }
  > input[aria-invalid='true'] + span { border-color: ${c.danger}; }
  > input:disabled + span { background: ${c.surfaceMuted}; border-color: ${c.border}; color: ${c.textDisabled}; }
`;

export const Root = styled.label`
  ${checkboxRules}
`;

export const Group = styled.div<{ $direction: 'horizontal' | 'vertical' }>`
  display: flex;
  flex-direction: ${(p) => (p.$direction === 'vertical' ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: ${(p) => (p.$direction === 'vertical' ? vars.space[2] : `${vars.space[2]} ${vars.space[6]}`)};
  padding: 4px 0;
`;

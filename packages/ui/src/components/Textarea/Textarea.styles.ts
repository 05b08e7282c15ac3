import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { nativeTextBox } from '../../utils/textBox';

const c = vars.color;

export const Wrapper = styled.div`
  position: relative;
  width: 100%;
`;

export const NativeTextarea = styled.textarea<{ $resize: string }>`
  display: block;
  box-sizing: border-box;
  width: 100%;
  padding: 5px ${vars.space[3]};
  ${nativeTextBox}
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  resize: ${(p) => p.$resize};
  transition:
    border-color ${vars.motion.durationFast} ${vars.motion.easing},
    box-shadow ${vars.motion.durationFast} ${vars.motion.easing};

  &::placeholder { color: ${c.textMuted}; opacity: 1; }
  &:hover:not(:disabled) { border-color: ${c.accent}; }
  &:focus-visible { outline: none; border-color: ${c.accent}; box-shadow: 0 0 0 1px ${c.accent}; }
  &[aria-invalid='true'] { border-color: ${c.danger}; }
  &[aria-invalid='true']:focus-visible { box-shadow: 0 0 0 1px ${c.danger}; }
  &:disabled { background: ${c.surfaceMuted}; color: ${c.textDisabled}; cursor: not-allowed; }
  &[data-counted] { padding-bottom: 22px; }
`;

export const Count = styled.span`
  position: absolute;
  right: ${vars.space[3]};
  bottom: 4px;
  color: ${c.textMuted};
  font-size: ${vars.fontSize.xs};
  font-variant-numeric: tabular-nums;
  pointer-events: none;
  &[data-over] { color: ${c.dangerText}; }
`;

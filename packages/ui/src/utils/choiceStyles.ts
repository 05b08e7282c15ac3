import { css } from 'styled-components';
import { vars } from '../theme/tokens';

/** The clickable row of a checkbox or radio: its 16px box (or dot), then its text. */
export const choiceLabel = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.control.sm};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  cursor: pointer;
  user-select: none;
  &[data-disabled] { color: ${vars.color.textDisabled}; cursor: not-allowed; }
`;

/** The native checkbox or radio covers the 16px box (so clicks and focus land on it) but is transparent. */
export const nativeChoice = css`
  position: absolute;
  width: 16px;
  height: 16px;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

/**
 * The 16px square of a check box as it looks unchecked (Checkbox's, and the Tree's checkable
 * nodes'); each adds how its own state shows it checked, mixed or disabled. The icons inside are
 * drawn in the on-accent colour, for the accent fill of the checked state.
 */
export const checkBoxFace = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  box-sizing: border-box;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: ${vars.color.onAccent};
  svg { width: 12px; height: 12px; stroke-width: 3; }
`;

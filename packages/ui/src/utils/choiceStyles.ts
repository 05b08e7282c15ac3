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

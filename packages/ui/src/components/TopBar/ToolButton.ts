import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { barButton } from '../../utils/bareButton';

/**
 * The square icon button of the top bar (also the trigger of the colour picker and the notice
 * popover). Colours come from the bar (`currentColor`), so it works on light, dark and accent bars.
 */
export const ToolButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  min-width: 36px;
  height: 36px;
  margin: 0;
  padding: 0 ${vars.space[2]};
  ${barButton}
  white-space: nowrap;

  & > svg { width: 18px; height: 18px; flex: none; }
  &:hover, &[data-state='open'] { background: color-mix(in srgb, currentColor 12%, transparent); }
  &[aria-pressed='true'], &[aria-current='true'] {
    background: color-mix(in srgb, currentColor 16%, transparent);
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: -2px;
  }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

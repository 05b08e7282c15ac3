import { css } from 'styled-components';
import { vars } from '../theme/tokens';

/**
 * A native text control drawn as the theme's field box (the textarea, the date panel's time
 * input): strong border, field radius, surface and text colours, the page's font. Each adds its
 * size, padding, font size and states.
 */
export const nativeTextBox = css`
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
`;

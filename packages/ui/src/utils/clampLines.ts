import { css } from 'styled-components';

/**
 * Text that wraps onto at most `lines` lines and ends in an ellipsis past them: a long English
 * menu name ("Cooperation messages") is read whole on two lines where one line cut it; a short
 * (Chinese) one stays on one line and looks as before. A word longer than the box breaks rather
 * than overflows. Give the element `title` (or `titleWhenCut`) for what is still cut.
 */
export const clampLines = (lines: number) => css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  line-clamp: ${lines};
  overflow: hidden;
  white-space: normal;
  overflow-wrap: anywhere;
`;

import { css } from 'styled-components';
import { vars } from '../theme/tokens';

/**
 * A small icon button that has no box of its own (calendar, clear, remove, expand buttons inside a
 * field, tag or panel): centred icon, muted colour, pointer. Each button adds its size, radius,
 * hover and focus look.
 */
export const bareIconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;
`;

/**
 * A button drawn on a bar (top bar, tags bar): no box of its own, the bar's colour and font (so it
 * reads on light, dark and accent bars), rounded for its hover tint. Each button adds its layout,
 * size and tints.
 */
export const barButton = css`
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

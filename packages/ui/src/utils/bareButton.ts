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

import { css } from 'styled-components';
import { vars } from '../theme/tokens';

/**
 * The surface of everything that floats above the page (menus, popovers, the select and date
 * panels, toasts): the overlay colour with its text, a border and a shadow, all theme variables so
 * each theme and dark mode restyle them together. Larger floats take a larger radius or shadow.
 */
export const popupSurface = ({ radius = vars.radius.md, shadow = vars.shadow.md } = {}) => css`
  border: 1px solid ${vars.color.border};
  border-radius: ${radius};
  background: ${vars.color.surfaceOverlay};
  color: ${vars.color.text};
  box-shadow: ${shadow};
`;

import { css } from 'styled-components';
import { vars } from '../theme/tokens';

/**
 * Tiles in as many equal columns as fit, each at least `minWidth` wide (theme choices, cards of
 * news or services). The list and fieldset resets are included so a `ul` or a `fieldset` can be
 * the grid itself. `auto-fit` stretches a short row across the width; `auto-fill` keeps empty
 * tracks so a lone tile keeps its size.
 */
export const tileGrid = (
  minWidth: string,
  gap: string = vars.space[5],
  fill: 'auto-fill' | 'auto-fit' = 'auto-fill',
) => css`
  display: grid;
  grid-template-columns: repeat(${fill}, minmax(${minWidth}, 1fr));
  gap: ${gap};
  margin: 0;
  padding: 0;
  list-style: none;
`;

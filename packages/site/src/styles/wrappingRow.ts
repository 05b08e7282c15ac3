import { css } from 'styled-components';

/**
 * Items side by side that wrap onto another line when the screen is too narrow for them (a form's
 * actions, a card's metadata, a filter's links), `gap` apart both ways unless a second value says.
 */
export const wrappingRow = (gap: string) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${gap};
`;

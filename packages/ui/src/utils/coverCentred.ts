import { css } from 'styled-components';

/**
 * Covers its positioned parent and centres what it holds: the loading masks, busy overlays and
 * messages laid over a table, a chart, a diagram or a frame. Each adds its layer and background.
 */
export const coverCentred = css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

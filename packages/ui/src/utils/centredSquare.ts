import { css } from 'styled-components';

/**
 * A square of `size` that centres its one icon, initial or image: avatars, the logo mark, a
 * notice's icon. Each adds its shape and colours.
 */
export const centredSquare = (size: string) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size};
  height: ${size};
`;

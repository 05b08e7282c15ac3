import { vars } from '@blade-console/ui';
import { css } from 'styled-components';

/** The site's framed surface: a thin border around the surface colour, with the corners of `radius`. */
export const framed = (radius: keyof typeof vars.radius = 'xl') => css`
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius[radius]};
  background: ${vars.color.surface};
`;

/**
 * The framed card with a cover picture on top, in the Open Graph proportion the covers are drawn
 * for: news cards and the about page's activities share it.
 */
export const pictureCard = css`
  overflow: hidden;
  ${framed()}
  box-shadow: ${vars.shadow.sm};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1200 / 630;
    object-fit: cover;
    background: ${vars.color.surfaceMuted};
  }
`;

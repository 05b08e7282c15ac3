import { vars } from '@blade-console/ui';
import { css } from 'styled-components';

/**
 * The framed card with a cover picture on top, in the Open Graph proportion the covers are drawn
 * for: news cards and the about page's activities share it.
 */
export const pictureCard = css`
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};
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

import { vars } from '@blade-console/ui';
import { css } from 'styled-components';

/**
 * A link of the site's header (the page links, the language links): on one line, not underlined,
 * tinted on hover the same way, so the two rows read as one navigation.
 */
export const headerLink = css`
  align-items: center;
  border-radius: ${vars.radius.md};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${vars.color.accentText};
    background: ${vars.color.surfaceMuted};
  }
`;

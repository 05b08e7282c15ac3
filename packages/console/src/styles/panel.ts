import { vars } from '@blade-console/ui';
import { css } from 'styled-components';

/** A page's bordered panel on the page background (the personal-info form, the flow forms). */
export const panel = css`
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
`;

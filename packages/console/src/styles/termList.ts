import { vars } from '@blade-console/ui';
import { css } from 'styled-components';

/** A read-only list of terms and their values (`<dl>`): the term muted in its own column, the value beside it. */
export const termList = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  margin: 0;
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    color: ${vars.color.text};
  }
`;

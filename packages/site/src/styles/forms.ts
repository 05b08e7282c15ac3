import { vars } from '@blade-console/ui';
import { css } from 'styled-components';
import { framed } from './surfaces';

/** The fields of a visitor's form two to a row (one on a phone); a `.wide` field takes the whole row. */
export const fieldGrid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  /* No row gap: each FormField keeps a line for its message under the control. */
  gap: ${vars.space[1]} ${vars.space[5]};
  > .wide {
    grid-column: 1 / -1;
  }
  @media (max-width: 699px) {
    grid-template-columns: 1fr;
    padding: ${vars.space[4]};
  }
`;

/** The framed, centred panel that replaces a sent form; its heading takes the focus without a ring. */
export const donePanel = css`
  max-width: 640px;
  margin: ${vars.space[10]} auto 0;
  padding: ${vars.space[8]} ${vars.space[6]};
  text-align: center;
  ${framed()}
  h2 {
    font-size: ${vars.fontSize.xxl};
    &:focus {
      outline: none;
    }
  }
  p {
    margin: 0 0 ${vars.space[6]};
  }
`;

import { css } from 'styled-components';
import { vars } from '../theme/tokens';

/** The row of actions closing a card or a dialog: buttons at the end, ruled off from the body. */
export const actionFooter = css`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[5]};
  border-top: 1px solid ${vars.color.border};
`;

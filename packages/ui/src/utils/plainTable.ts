import { css } from 'styled-components';
import { vars } from '../theme/tokens';

/** A bordered, rounded box whose content scrolls inside it (a table, a tree) — set a max-height. */
export const scrollBox = css`
  overflow: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

/**
 * A plain read-only table (the conflict comparison, the error log): full width, small text, rows
 * ruled off, cells aligned top-left, and a muted header that stays in view while a scrollBox
 * around it scrolls.
 */
export const plainTable = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};

  th, td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-bottom: 1px solid ${vars.color.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.text};
    font-weight: ${vars.fontWeight.medium};
  }
`;

import { css, styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { coverCentred } from '../../utils/coverCentred';

const c = vars.color;

export type CrudDensity = 'compact' | 'default' | 'loose';

/** Fixed row heights: the virtualiser needs no measuring, so 100,000 rows stay cheap. */
export const ROW_HEIGHT: Record<CrudDensity, number> = { compact: 36, default: 44, loose: 56 };

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
  color: ${c.text};
  font-size: ${vars.fontSize.md};
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${c.surface};
  border: 1px solid ${c.border};
  border-radius: ${vars.radius.md};
`;

/**
 * A bar along the panel's top (toolbar) or bottom (pager) edge: one row that wraps on narrow
 * screens, ruled off from the table.
 */
const panelBar = (edge: 'top' | 'bottom', justify: string, gap: string) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${justify};
  gap: ${gap};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-${edge}: 1px solid ${c.border};
`;

export const Toolbar = styled.div`
  ${panelBar('bottom', 'space-between', vars.space[2])}
`;

export const ToolGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

/**
 * The least height the scrolling area is held to when its `maxHeight` would make it shorter (60vh of a
 * short window): an empty message and a spinner keep their room; a one-row table ends at its row.
 */
const LEAST_HEIGHT = '120px';

export const ScrollArea = styled.div<{ $maxHeight: string }>`
  position: relative;
  max-height: max(${(p) => p.$maxHeight}, ${LEAST_HEIGHT});
  overflow: auto;
  overscroll-behavior: contain;
  /* The rows scroll under the sticky header; keep keyboard users able to scroll too. */
  &:focus-visible {
    outline: 2px solid ${c.focusRing};
    outline-offset: -2px;
  }
  /* Columns pass under the pinned actions column (useColumnsUnder): its edge shows where they go. */
  &[data-columns-under] :is(th, td)[data-actions] {
    box-shadow: inset 1px 0 0 ${c.borderStrong};
  }
`;

/**
 * The class of a cell's text, set by the table's own rule below rather than a styled component per
 * cell: a first render draws some 150 of them. Where the text is a flex item (a tree cell, a sort
 * button) it ends in an ellipsis when cut.
 */
export const CELL_TEXT = 'bc-cell-text';

export const Table = styled.table<{ $density: CrudDensity }>`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  table-layout: fixed;
  font-variant-numeric: tabular-nums;

  th,
  td {
    height: ${(p) => ROW_HEIGHT[p.$density]}px;
    padding: 0 ${(p) => (p.$density === 'compact' ? vars.space[2] : vars.space[3])};
    border-bottom: 1px solid ${c.border};
    text-align: left;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    box-sizing: border-box;
  }

  th {
    position: sticky;
    top: 0;
    z-index: 2;
    background: ${c.surfaceMuted};
    color: ${c.text};
    font-weight: ${vars.fontWeight.semibold};
    font-size: ${vars.fontSize.sm};
    /*
     * A header short of room stands on several lines, broken only between words (a CJK label
     * stays one), so its column can leave the room to a value beside it (fitWidths).
     */
    white-space: normal;
    word-break: keep-all;
  }

  tbody tr[data-row]:hover td {
    background: ${c.accentLight};
  }
  tbody tr[data-selected] td {
    background: ${c.accentLight};
  }

  /*
   * The actions column stays at the right edge while wide columns scroll sideways (Saber's fixed
   * operation column), so a row's buttons are always in reach. Its cells are opaque (the row tint
   * laid over the panel's surface) because the columns pass underneath.
   */
  th[data-actions],
  td[data-actions] {
    position: sticky;
    right: 0;
    z-index: 1;
    background: ${c.surface};
  }
  th[data-actions] {
    z-index: 3;
    background: ${c.surfaceMuted};
  }
  tbody tr[data-row]:hover td[data-actions],
  tbody tr[data-selected] td[data-actions] {
    background: linear-gradient(${c.accentLight}, ${c.accentLight}), ${c.surface};
  }

  td[data-align='right'],
  th[data-align='right'] {
    text-align: right;
  }
  td[data-align='center'],
  th[data-align='center'] {
    text-align: center;
  }

  .${CELL_TEXT} {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

export const SpacerRow = styled.tr`
  td {
    height: auto;
    padding: 0;
    border: 0;
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  /* A label on two lines lines up as the header does (a button centres its text). */
  text-align: inherit;
  cursor: pointer;

  svg {
    width: 14px;
    height: 14px;
    flex: none;
    color: ${c.textMuted};
  }
  &[data-sorted] svg {
    color: ${c.accentText};
  }
  &:focus-visible {
    outline: 2px solid ${c.focusRing};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
`;

export const RowActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
`;

export const StateCell = styled.td`
  && {
    height: 160px;
    text-align: center;
    color: ${c.textMuted};
    white-space: normal;
  }
`;

export const LoadingMask = styled.div`
  ${coverCentred}
  z-index: 3;
  background: color-mix(in srgb, ${c.surface} 60%, transparent);
`;

export const Footer = styled.div`
  ${panelBar('top', 'flex-end', vars.space[3])}
`;

export const SelectionInfo = styled.span`
  color: ${c.textMuted};
  font-size: ${vars.fontSize.sm};
  &:empty {
    display: none;
  }
`;

/** The footer's left side: the row count (client mode) and what is checked, before the pager. */
export const FooterStart = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  margin-right: auto;
  color: ${c.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const ErrorBox = styled.div`
  padding: ${vars.space[4]};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[3]};
`;

export const ColumnList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]};
  max-height: 320px;
  overflow: auto;
`;

export const iconOnly = css`
  padding: 0;
`;

/** The rows a delete confirmation names, under its question; long names wrap. */
export const DeleteNames = styled.p`
  margin: ${vars.space[2]} 0 0;
  color: ${c.textMuted};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

/** The dragged edge of a header cell (ColumnResizer): a thin bar that shows on hover and focus. */
export const Resizer = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  width: 8px;
  cursor: col-resize;
  touch-action: none;
  &::after {
    content: '';
    position: absolute;
    top: 25%;
    bottom: 25%;
    right: 3px;
    width: 2px;
    border-radius: 1px;
    background: ${c.border};
  }
  &:hover::after,
  &:focus-visible::after {
    background: ${c.accent};
  }
  &:focus-visible {
    outline: 2px solid ${c.focusRing};
    outline-offset: -2px;
  }
`;

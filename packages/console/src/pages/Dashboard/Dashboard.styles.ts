import { clampLines, vars } from '@blade-console/ui';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export const Page = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  /* Grid children may shrink below their content (long notice titles ellipsis, nothing overflows). */
  min-width: 0;
  > * {
    min-width: 0;
  }
`;

export const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/**
 * The stat cards and the panels below share one grid of 12 columns, so the cards' row ends where
 * the panels end (issue 16 point 8): each card takes an equal share of the full width.
 */
export const Stats = styled.ul<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => Math.max(1, $count)}, minmax(0, 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: 991px) {
    grid-template-columns: repeat(${({ $count }) => Math.min(2, Math.max(1, $count))}, minmax(0, 1fr));
    gap: ${vars.space[3]};
  }
`;

export const StatLink = styled(Link)`
  display: grid;
  gap: ${vars.space[1]};
  height: 100%;
  box-sizing: border-box;
  padding: ${vars.space[4]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-left: 3px solid ${vars.color.accent};
  border-radius: ${vars.radius.lg};
  color: ${vars.color.text};
  text-decoration: none;

  &:hover {
    border-color: ${vars.color.accent};
  }
`;

export const StatLabel = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const StatValue = styled.strong`
  min-height: 32px;
  font-size: ${vars.fontSize.xxl};
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  line-height: 32px;
`;

export const StatError = styled.span`
  color: ${vars.color.dangerText};
  font-size: ${vars.fontSize.sm};
  line-height: 32px;
`;

/** The panels: two columns on wide screens (the wide ones span both), one below 992 px. */
export const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[4]};
  align-items: start;

  @media (max-width: 991px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

export const LinkGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  /* Phones keep two links a row (down to 360 px), where 150 px would leave one. */
  @media (max-width: 575px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  a {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    /* A row's links as tall as its tallest (a name on two lines). */
    height: 100%;
    box-sizing: border-box;
    padding: ${vars.space[2]} ${vars.space[3]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.text};
    font-size: ${vars.fontSize.sm};
    text-decoration: none;
    overflow: hidden;
  }
  a:hover {
    color: ${vars.color.accentText};
    background: ${vars.color.accentLight};
  }
  a:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }
  svg {
    flex: none;
  }
  /* A long English name ("Cooperation messages", "Business dictionaries") on two lines, where
     one line cut it at 1440 px; the link's title has it whole past them. */
  span {
    ${clampLines(2)}
  }
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${vars.space[3]};
    padding: ${vars.space[2]} 0;
    border-bottom: 1px solid ${vars.color.border};
    font-size: ${vars.fontSize.sm};
  }
  li:last-child {
    border-bottom: 0;
  }
  a {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${vars.color.text};
    text-decoration: none;
  }
  a:hover {
    color: ${vars.color.accentText};
  }
  time {
    flex: none;
    color: ${vars.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

export const PanelLink = styled(Link)`
  color: ${vars.color.accentText};
  font-size: ${vars.fontSize.sm};
  text-decoration: none;
`;

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** The chart's figures for assistive technology (the chart itself is a picture). */
export const HiddenTable = styled.table`
  ${visuallyHidden}
`;

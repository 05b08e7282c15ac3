import * as Popover from '@radix-ui/react-popover';
import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { bareIconButton } from '../../utils/bareButton';
import { popupSurface } from '../../utils/popupSurface';
import { nativeTextBox } from '../../utils/textBox';

const c = vars.color;

export const TriggerButton = styled.button`
  ${bareIconButton}
  width: 1.6em;
  height: 1.6em;
  margin: 0 -0.3em 0 0;
  border-radius: ${vars.radius.sm};
  &:hover:not(:disabled) { color: ${c.accentText}; background: ${c.surfaceMuted}; }
  &:focus-visible { outline: 2px solid ${c.focusRing}; outline-offset: 0; }
  &:disabled { cursor: not-allowed; }
  svg { width: 1.1em; height: 1.1em; }
`;

export const Panel = styled(Popover.Content)`
  z-index: ${vars.zIndex.popover};
  display: flex;
  flex-direction: column;
  padding: ${vars.space[3]};
  ${popupSurface({ radius: vars.radius.lg })}
  outline: none;
`;

export const Months = styled.div`
  display: flex;
  gap: ${vars.space[4]};
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  margin-bottom: ${vars.space[2]};
`;

export const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  text-align: center;
`;

export const NavButton = styled.button`
  ${bareIconButton}
  width: 28px;
  height: 28px;
  border-radius: ${vars.radius.md};
  &:hover { color: ${c.text}; background: ${c.surfaceMuted}; }
  &:focus-visible { outline: 2px solid ${c.focusRing}; outline-offset: 0; }
  svg { width: 16px; height: 16px; }
`;

export const Grid = styled.table`
  border-collapse: collapse;
  th {
    width: 36px;
    height: 30px;
    padding: 0;
    color: ${c.textMuted};
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.fontWeight.regular};
  }
  td { padding: 2px 0; text-align: center; }
  td[data-in-range] { background: ${c.accentLight}; }
  td[data-range-start] { border-radius: ${vars.radius.md} 0 0 ${vars.radius.md}; }
  td[data-range-end] { border-radius: 0 ${vars.radius.md} ${vars.radius.md} 0; }
`;

export const Day = styled.button`
  width: 30px;
  height: 30px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${c.text};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &[data-outside] { color: ${c.textMuted}; }
  &:hover:not([aria-disabled='true']) { background: ${c.surfaceMuted}; }
  &[aria-current='date'] { border-color: ${c.accent}; color: ${c.accentText}; }
  td[aria-selected='true'] > & {
    background: ${c.accent};
    border-color: ${c.accent};
    color: ${c.onAccent};
    font-weight: ${vars.fontWeight.semibold};
  }
  &:focus-visible { outline: 2px solid ${c.focusRing}; outline-offset: 1px; }
  &[aria-disabled='true'] { color: ${c.textDisabled}; background: ${c.surfaceMuted}; cursor: not-allowed; }
`;

export const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[2]};
  padding-top: ${vars.space[2]};
  border-top: 1px solid ${c.border};
`;

export const TimeInput = styled.input`
  height: ${vars.control.sm};
  padding: 0 ${vars.space[2]};
  ${nativeTextBox}
  font-size: ${vars.fontSize.sm};
  /* The native clock icon ignores the theme; the field is typed (arrows step each part). */
  &::-webkit-calendar-picker-indicator { display: none; }
  &:focus-visible { outline: none; border-color: ${c.accent}; box-shadow: 0 0 0 1px ${c.accent}; }
`;

export const Spacer = styled.span`
  flex: 1;
`;

export const RangeField = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  width: 100%;

  /* Both text boxes share the width equally. */
  & > span { flex: 1 1 0; min-width: 0; }
  & > span[data-separator] { flex: none; color: ${vars.color.textMuted}; font-size: ${vars.fontSize.sm}; }
`;

/** Holds the field and (through the React tree) the portalled panel, to see focus leave both. */
export const Wrapper = styled.div`
  width: 100%;
`;

/** Grid cells (a td in a grid is given role="gridcell"; the day button inside takes focus). */
export const Cell = styled.td``;
export const HeadCell = styled.th``;

import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { centredSquare } from '../../utils/centredSquare';

export const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Entry = styled.li`
  border-bottom: 1px solid ${vars.color.border};
  &:last-child { border-bottom: 0; }
`;

/** The whole line opens the item: a button, so the keyboard reaches it too. */
export const EntryButton = styled.button`
  display: flex;
  gap: ${vars.space[3]};
  width: 100%;
  padding: ${vars.space[3]} ${vars.space[1]};
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover { background: ${vars.color.surfaceMuted}; }
  &:focus-visible { outline: 2px solid ${vars.color.accent}; outline-offset: -2px; }
`;

export const EntryTag = styled.span`
  margin-inline-end: ${vars.space[1]};
  color: ${vars.color.accentText};
`;

export const EntryIcon = styled.span`
  ${centredSquare('32px')}
  flex: none;
  border-radius: 50%;
  background: ${vars.color.accentLight};
  color: ${vars.color.accentText};
  svg { width: 16px; height: 16px; }
`;

export const EntryText = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
  font-size: ${vars.fontSize.sm};
  p { margin: 0; }
  p + p { margin-top: 2px; color: ${vars.color.textMuted}; font-size: ${vars.fontSize.xs}; }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  &:empty { display: none; }
  padding-top: ${vars.space[2]};
  border-top: 1px solid ${vars.color.border};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

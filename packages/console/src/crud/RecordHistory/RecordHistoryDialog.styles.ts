import { vars } from '@blade-console/ui';
import styled from 'styled-components';

/** The timeline: one entry per change, newest first, on a line down the left. */
export const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 ${vars.space[1]} 0 ${vars.space[6]};
  max-height: 60vh;
  overflow-y: auto;
`;

/** An entry draws its dot and its piece of the line inside the list's padding (which scrolls). */
export const Entry = styled.li`
  position: relative;
  padding: 0 0 ${vars.space[4]};

  &::before {
    content: '';
    position: absolute;
    left: -20px;
    top: 5px;
    width: 10px;
    height: 10px;
    border-radius: ${vars.radius.full};
    background: ${vars.color.accent};
  }

  &:not(:last-child)::after {
    content: '';
    position: absolute;
    left: -16px;
    top: 15px;
    bottom: 0;
    width: 2px;
    background: ${vars.color.border};
  }
`;

/** What happened, who and when: on one line when it fits, the words of two sizes on one baseline. */
export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[1]} ${vars.space[2]};
  margin-bottom: ${vars.space[2]};
`;

export const Operation = styled.strong`
  color: ${vars.color.text};
`;

export const Meta = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const RestoreSlot = styled.span`
  margin-left: auto;
`;

export const Diff = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};
  table-layout: fixed;

  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${vars.space[1]} ${vars.space[2]};
    border-bottom: 1px solid ${vars.color.border};
    overflow-wrap: anywhere;
  }

  th {
    color: ${vars.color.textMuted};
    font-weight: 500;
  }
`;

/** The value before: struck through when there was one, quiet when there was none. */
export const Before = styled.td<{ $none?: boolean }>`
  color: ${({ $none }) => ($none ? vars.color.textMuted : vars.color.dangerText)};
  text-decoration: ${({ $none }) => ($none ? 'none' : 'line-through')};
`;

export const After = styled.td<{ $none?: boolean }>`
  color: ${({ $none }) => ($none ? vars.color.textMuted : vars.color.successText)};
`;

/** A long value shows its first lines; the rest is a scroll away. */
export const Value = styled.span`
  display: block;
  max-height: 6em;
  overflow: auto;
  white-space: pre-wrap;
`;

export const Quiet = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${vars.space[2]};
`;

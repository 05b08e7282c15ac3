import { vars } from '@blade-console/ui';
import styled from 'styled-components';

/** The timeline: one entry per change, newest first, on a line down the left. */
export const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${vars.space[4]};
  border-left: 2px solid ${vars.color.border};
  max-height: 60vh;
  overflow-y: auto;
`;

export const Entry = styled.li`
  position: relative;
  padding: 0 0 ${vars.space[4]};

  &::before {
    content: '';
    position: absolute;
    left: calc(-1 * ${vars.space[4]} - 6px);
    top: 4px;
    width: 10px;
    height: 10px;
    border-radius: ${vars.radius.full};
    background: ${vars.color.accent};
  }
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
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

export const Before = styled.td`
  color: ${vars.color.dangerText};
  text-decoration: line-through;
`;

export const After = styled.td`
  color: ${vars.color.successText};
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

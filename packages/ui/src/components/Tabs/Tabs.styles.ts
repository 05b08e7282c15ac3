import * as Radix from '@radix-ui/react-tabs';
import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';

export const List = styled(Radix.List)<{ $stretch: boolean }>`
  display: flex;
  gap: ${vars.space[1]};
  border-bottom: 1px solid ${vars.color.border};
  overflow-x: auto;
  scrollbar-width: thin;

  & > * { flex: ${(p) => (p.$stretch ? '1 1 0' : '0 0 auto')}; }
`;

export const Trigger = styled(Radix.Trigger)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  height: 40px;
  padding: 0 ${vars.space[4]};
  margin: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.textMuted};
  font: inherit;
  font-weight: ${vars.fontWeight.medium};
  white-space: nowrap;
  cursor: pointer;

  &:hover { color: ${vars.color.accentText}; }
  &[data-state='active'] { color: ${vars.color.accentText}; }
  /* The indicator is a bar, not only a colour change, so the active tab reads without colour. */
  &[data-state='active']::after {
    content: '';
    position: absolute;
    left: ${vars.space[2]};
    right: ${vars.space[2]};
    bottom: -1px;
    height: 2px;
    border-radius: 1px;
    background: ${vars.color.accent};
  }
  &[data-disabled] { color: ${vars.color.textDisabled}; cursor: not-allowed; }
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: -2px;
  }
`;

export const Panel = styled(Radix.Content)`
  padding-top: ${vars.space[3]};
`;

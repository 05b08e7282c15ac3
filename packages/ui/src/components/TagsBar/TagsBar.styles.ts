import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { barButton } from '../../utils/bareButton';

export const Bar = styled.div`
  display: flex;
  align-items: stretch;
  height: 40px;
  background: ${vars.color.tabsBg};
  border-bottom: 1px solid ${vars.color.tabsBorder};
  color: ${vars.color.tabsText};
  min-width: 0;
`;

export const Scroller = styled.nav`
  flex: 1;
  min-width: 0;
  overflow-x: auto;
  overflow-y: hidden;
  /* Thin bar: many tabs scroll horizontally (wheel too), the bar must not eat the height. */
  scrollbar-width: thin;
  scroll-behavior: smooth;
  @media (prefers-reduced-motion: reduce) { scroll-behavior: auto; }
`;

export const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  height: 100%;
  margin: 0;
  padding: 0 ${vars.space[2]};
  list-style: none;
  width: max-content;
`;

export const Item = styled.li`
  position: relative;
  display: inline-flex;
  align-items: center;
  height: 30px;
  border: 1px solid ${vars.color.tabsBorder};
  border-radius: ${vars.radius.md};
  background: ${vars.color.tabsBg};
  color: ${vars.color.tabsText};
  font-size: ${vars.fontSize.sm};
  transition: background-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover { background: ${vars.color.tabsActiveBg}; }
  &[data-active] {
    background: ${vars.color.tabsActiveBg};
    color: ${vars.color.tabsActiveText};
    border-color: ${vars.color.accent};
    font-weight: ${vars.fontWeight.medium};
  }
  /* A bar under the active tab: the state does not rely on colour alone. */
  &[data-active]::after {
    content: '';
    position: absolute;
    left: 8px;
    right: 8px;
    bottom: -1px;
    height: 2px;
    border-radius: 1px;
    background: ${vars.color.accent};
  }
`;

export const TabButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 100%;
  padding: 0 ${vars.space[3]};
  margin: 0;
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  font: inherit;
  white-space: nowrap;
  cursor: pointer;

  [data-closable] > & { padding-right: ${vars.space[1]}; }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }
`;

export const Dot = styled.span`
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: currentColor;
  opacity: 0.35;
  [data-active] & { background: ${vars.color.accent}; opacity: 1; }
`;

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  margin-right: 6px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.full};
  background: transparent;
  color: inherit;
  cursor: pointer;

  svg { width: 12px; height: 12px; }
  &:hover { background: ${vars.color.danger}; color: ${vars.color.onDanger}; }
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  padding: 0 ${vars.space[2]};
  border-left: 1px solid ${vars.color.tabsBorder};
`;

export const ActionsButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  height: 28px;
  padding: 0 ${vars.space[2]};
  ${barButton}
  font-size: ${vars.fontSize.sm};

  svg { width: 16px; height: 16px; }
  &:hover, &[data-state='open'] { background: ${vars.color.tabsActiveBg}; color: ${vars.color.accentText}; }
`;

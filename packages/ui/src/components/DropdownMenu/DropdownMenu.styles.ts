import * as Radix from '@radix-ui/react-dropdown-menu';
import { styled } from 'styled-components';
import { menuContent, menuItem, menuLabel, menuSeparator } from './menuStyles';

export const Content = styled(Radix.Content)`${menuContent}`;
export const SubContent = styled(Radix.SubContent)`${menuContent}`;
export const Item = styled(Radix.Item)`${menuItem}`;
export const RadioItem = styled(Radix.RadioItem)`${menuItem}`;
export const SubTrigger = styled(Radix.SubTrigger)`
  ${menuItem}
  &[data-state='open'] { background: var(--bc-color-accent-light); }
  & > svg:last-child { margin-left: auto; }
`;
export const Separator = styled(Radix.Separator)`${menuSeparator}`;
export const Label = styled(Radix.Label)`${menuLabel}`;
export const Indicator = styled.span`
  display: inline-flex;
  width: 16px;
  justify-content: center;
  flex: none;
`;

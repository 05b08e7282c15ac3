import * as Radix from '@radix-ui/react-context-menu';
import { styled } from 'styled-components';
import { menuContent, menuItem, menuSeparator } from '../DropdownMenu/menuStyles';

export const Content = styled(Radix.Content)`
  ${menuContent}
  max-height: var(--radix-context-menu-content-available-height, 70vh);
`;
export const Item = styled(Radix.Item)`${menuItem}`;
export const Separator = styled(Radix.Separator)`${menuSeparator}`;

import * as Radix from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { List, Panel, Trigger } from './Tabs.styles';

/**
 * Tabs (Radix): arrow keys move between tabs and select them (automatic activation), Home/End
 * jump, Tab moves into the active panel. Compose `Tabs` > `TabsList` > `TabsTrigger` + `TabsContent`.
 */
export const Tabs = Radix.Root;

export interface TabsListProps extends ComponentProps<typeof Radix.List> {
  /** Share the width equally between the tabs (e.g. in a narrow popover). */
  stretch?: boolean;
}

export function TabsList({ stretch = false, ...rest }: TabsListProps) {
  return <List $stretch={stretch} {...rest} />;
}

export const TabsTrigger = Trigger;
export const TabsContent = Panel;

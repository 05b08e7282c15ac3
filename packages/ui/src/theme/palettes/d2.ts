import { accentText, lightBase, lightShadow } from '../themeParts';
import type { Theme } from '../themeTypes';

/** D2Admin: one soft grey-blue plane, white cards for the active item and tab. */
export const themeD2: Theme = {
  name: 'theme-d2',
  mode: 'light',
  shadow: lightShadow,
  colors: {
    ...lightBase,
    bg: '#ebf1f6',
    border: '#dfe6ed',
    sidebarBg: '#ebf1f6',
    sidebarText: '#2f3542',
    sidebarTextMuted: '#57606f',
    sidebarHoverBg: 'rgba(0, 0, 0, 0.05)',
    sidebarActiveBg: '#ffffff',
    sidebarActiveText: accentText,
    sidebarActiveIndicator: 'transparent',
    sidebarBorder: '#dfe6ed',
    topbarBg: '#ebf1f6',
    topbarText: '#2f3542',
    topbarBorder: '#dfe6ed',
    tabsBg: '#ebf1f6',
    tabsText: '#57606f',
    tabsActiveBg: '#ffffff',
    tabsActiveText: '#2f3542',
    tabsBorder: '#dfe6ed',
  },
};

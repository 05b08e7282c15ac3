import { lightBase, lightShadow } from '../themeParts';
import type { Theme } from '../themeTypes';

/** Cool: violet-to-indigo gradient sidebar, cyan active edge. */
export const themeCool: Theme = {
  name: 'theme-cool',
  mode: 'light',
  shadow: lightShadow,
  colors: {
    ...lightBase,
    bg: '#f4f3fb',
    border: '#e4e2f3',
    sidebarBg: '#3a2f9a',
    sidebarBgImage: 'linear-gradient(180deg, #4a3bb3 0%, #33308f 55%, #1f3a8a 100%)',
    sidebarText: '#e9e6ff',
    sidebarTextMuted: '#bdb7f0',
    sidebarHoverBg: 'rgba(255, 255, 255, 0.1)',
    sidebarActiveBg: 'rgba(255, 255, 255, 0.2)',
    sidebarActiveText: '#ffffff',
    sidebarActiveIndicator: '#7de2ff',
    sidebarBorder: 'transparent',
    topbarBg: '#ffffff',
    topbarText: '#2e2a5a',
    topbarBorder: '#e4e2f3',
    tabsBg: '#f7f6ff',
    tabsText: '#4e4a7a',
    tabsActiveBg: '#4a3bb3',
    tabsActiveText: '#ffffff',
    tabsBorder: '#e4e2f3',
  },
};

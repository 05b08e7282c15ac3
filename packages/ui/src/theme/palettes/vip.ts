import { lightBase, lightShadow } from '../themeParts';
import type { Theme } from '../themeTypes';

/** VIP: black and gold. */
export const themeVip: Theme = {
  name: 'theme-vip',
  mode: 'light',
  shadow: lightShadow,
  colors: {
    ...lightBase,
    bg: '#f6f3ec',
    border: '#e8e1d0',
    sidebarBg: '#16140f',
    sidebarText: '#ddd3bc',
    sidebarTextMuted: '#a89d85',
    sidebarHoverBg: 'rgba(212, 175, 55, 0.08)',
    sidebarActiveBg: 'rgba(212, 175, 55, 0.16)',
    sidebarActiveText: '#f3d27a',
    sidebarActiveIndicator: '#d4af37',
    sidebarBorder: '#2a261c',
    topbarBg: '#16140f',
    topbarText: '#f3d27a',
    topbarBorder: '#2a261c',
    tabsBg: '#fbf8f1',
    tabsText: '#5c5140',
    tabsActiveBg: '#16140f',
    tabsActiveText: '#f3d27a',
    tabsBorder: '#e8e1d0',
  },
};

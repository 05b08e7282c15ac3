import { lightBase, lightShadow } from '../themeParts';
import type { Theme } from '../themeTypes';

/** Hey: warm sunset top bar over a cream sidebar. */
export const themeHey: Theme = {
  name: 'theme-hey',
  mode: 'light',
  shadow: lightShadow,
  colors: {
    ...lightBase,
    bg: '#faf5f1',
    border: '#f0e2d8',
    sidebarBg: '#fff8f3',
    sidebarText: '#4a3228',
    sidebarTextMuted: '#7a5c4f',
    sidebarHoverBg: '#ffefe5',
    sidebarActiveBg: '#ffe2d2',
    sidebarActiveText: '#8f2f0c',
    sidebarActiveIndicator: '#ff7e5f',
    sidebarBorder: '#f0e2d8',
    topbarBg: '#ff9a6c',
    topbarBgImage: 'linear-gradient(90deg, #ff8a65 0%, #ffb47b 100%)',
    topbarText: '#3a1606',
    topbarBorder: 'transparent',
    tabsBg: '#fff8f3',
    tabsText: '#6b4a3c',
    tabsActiveBg: '#ffffff',
    tabsActiveText: '#8f2f0c',
    tabsBorder: '#f0e2d8',
  },
};

import { accent, lightBase, lightShadow, onAccent } from '../themeParts';
import type { Theme } from '../themeTypes';

/** Smart blue: navy sidebar, bright blue top bar. */
export const themeBlue: Theme = {
  name: 'theme-blue',
  mode: 'light',
  shadow: lightShadow,
  colors: {
    ...lightBase,
    bg: '#f1f5fb',
    border: '#dde6f3',
    sidebarBg: '#0c2a5b',
    sidebarText: '#cbd8ee',
    sidebarTextMuted: '#8fa6cc',
    sidebarHoverBg: 'rgba(255, 255, 255, 0.07)',
    sidebarActiveBg: accent,
    sidebarActiveText: onAccent,
    sidebarActiveIndicator: 'transparent',
    sidebarBorder: 'transparent',
    topbarBg: '#1558c0',
    topbarBgImage: 'linear-gradient(90deg, #1450b0 0%, #1a63d0 100%)',
    topbarText: '#ffffff',
    topbarBorder: 'transparent',
    tabsBg: '#f4f8fe',
    tabsText: '#3d5170',
    tabsActiveBg: '#ffffff',
    tabsActiveText: '#0c2a5b',
    tabsBorder: '#d6e4f7',
  },
};

import { lightBase, lightShadow } from '../themeParts';
import type { Theme } from '../themeTypes';

/** Night sky: deep indigo shell sprinkled with stars, gold active edge. */
export const themeStar: Theme = {
  name: 'theme-star',
  mode: 'light',
  shadow: lightShadow,
  colors: {
    ...lightBase,
    bg: '#eef0f8',
    sidebarBg: '#0d1238',
    sidebarBgImage: [
      'radial-gradient(1px 1px at 20px 30px, rgba(255, 255, 255, 0.8), transparent)',
      'radial-gradient(1px 1px at 90px 140px, rgba(255, 255, 255, 0.6), transparent)',
      'radial-gradient(1.5px 1.5px at 160px 60px, rgba(255, 236, 170, 0.9), transparent)',
      'radial-gradient(1px 1px at 130px 220px, rgba(255, 255, 255, 0.5), transparent)',
      'radial-gradient(1px 1px at 50px 190px, rgba(255, 255, 255, 0.7), transparent)',
      'linear-gradient(180deg, #0d1238 0%, #1a1f5c 100%)',
    ].join(', '),
    sidebarText: '#d3d9ff',
    sidebarTextMuted: '#9aa3d9',
    sidebarHoverBg: 'rgba(255, 255, 255, 0.08)',
    sidebarActiveBg: 'rgba(255, 255, 255, 0.14)',
    sidebarActiveText: '#ffffff',
    sidebarActiveIndicator: '#ffd66b',
    sidebarBorder: 'transparent',
    topbarBg: '#0d1238',
    topbarBgImage: 'linear-gradient(90deg, #0d1238 0%, #232a78 100%)',
    topbarText: '#ffffff',
    topbarBorder: 'transparent',
    tabsBg: '#f4f5fc',
    tabsText: '#4a5078',
    tabsActiveBg: '#1a1f5c',
    tabsActiveText: '#ffffff',
    tabsBorder: '#dfe2f2',
  },
};

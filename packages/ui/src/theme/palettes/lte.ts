import { accent, lightBase, lightShadow, onAccent } from '../themeParts';
import type { Theme } from '../themeTypes';

/** AdminLTE: dark slate sidebar with an accent edge, top bar filled with the accent. */
export const themeLte: Theme = {
  name: 'theme-lte',
  mode: 'light',
  shadow: lightShadow,
  colors: {
    ...lightBase,
    bg: '#ecf0f5',
    border: '#d2d6de',
    sidebarBg: '#222d32',
    sidebarText: '#b8c7ce',
    sidebarTextMuted: '#8aa4af',
    sidebarHoverBg: '#1e282c',
    sidebarActiveBg: '#1a2226',
    sidebarActiveText: '#ffffff',
    sidebarActiveIndicator: accent,
    sidebarBorder: 'transparent',
    topbarBg: accent,
    topbarText: onAccent,
    topbarBorder: 'transparent',
    tabsBg: '#f4f6f9',
    tabsText: '#444c55',
    tabsActiveBg: '#ffffff',
    tabsActiveText: '#1f2329',
    tabsBorder: '#d2d6de',
  },
};

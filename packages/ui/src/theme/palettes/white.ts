import { accent, accentLight, accentText, lightBase, lightShadow, onAccent } from '../themeParts';
import type { Theme } from '../themeTypes';

/** All white: hairline borders, accent-tinted active item with an accent edge. */
export const themeWhite: Theme = {
  name: 'theme-white',
  mode: 'light',
  shadow: lightShadow,
  colors: {
    ...lightBase,
    bg: '#f5f7fa',
    sidebarBg: '#ffffff',
    sidebarText: '#303133',
    sidebarTextMuted: '#6b7280',
    sidebarHoverBg: '#f5f7fa',
    sidebarActiveBg: accentLight,
    sidebarActiveText: accentText,
    sidebarActiveIndicator: accent,
    sidebarBorder: '#e4e7ed',
    topbarBg: '#ffffff',
    topbarText: '#303133',
    topbarBorder: '#e4e7ed',
    tabsBg: '#ffffff',
    tabsText: '#5c6370',
    tabsActiveBg: accent,
    tabsActiveText: onAccent,
    tabsBorder: '#e4e7ed',
  },
};

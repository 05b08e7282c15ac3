import { accent, accentLight, accentText, lightBase, lightShadow, onAccent } from '../themeParts';
import type { Theme } from '../themeTypes';

/** Avue's classic look: charcoal sidebar, white top bar, active item filled with the accent. */
export const themeDefault: Theme = {
  name: 'theme-default',
  mode: 'light',
  shadow: lightShadow,
  colors: {
    ...lightBase,
    sidebarBg: '#20222a',
    sidebarText: '#c9ccd3',
    sidebarTextMuted: '#959aa5',
    sidebarHoverBg: 'rgba(255, 255, 255, 0.06)',
    sidebarActiveBg: accent,
    sidebarActiveText: onAccent,
    sidebarActiveIndicator: 'transparent',
    sidebarBorder: 'transparent',
    topbarBg: '#ffffff',
    topbarText: '#303133',
    topbarBorder: '#e4e7ed',
    tabsBg: '#ffffff',
    tabsText: '#5c6370',
    tabsActiveBg: accentLight,
    tabsActiveText: accentText,
    tabsBorder: '#e4e7ed',
  },
};

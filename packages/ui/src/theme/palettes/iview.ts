import { accent, accentText, lightBase, lightShadow } from '../themeParts';
import type { Theme } from '../themeTypes';

/** iView admin: slate sidebar with a darker active row and an accent edge. */
export const themeIview: Theme = {
  name: 'theme-iview',
  mode: 'light',
  shadow: lightShadow,
  colors: {
    ...lightBase,
    bg: '#f5f7f9',
    border: '#e8eaec',
    sidebarBg: '#515a6e',
    sidebarText: '#f0f2f5',
    sidebarTextMuted: '#d7dbe2',
    sidebarHoverBg: '#464e60',
    sidebarActiveBg: '#363e4f',
    sidebarActiveText: '#ffffff',
    sidebarActiveIndicator: accent,
    sidebarBorder: 'transparent',
    topbarBg: '#ffffff',
    topbarText: '#515a6e',
    topbarBorder: '#e8eaec',
    tabsBg: '#f0f0f0',
    tabsText: '#515a6e',
    tabsActiveBg: '#ffffff',
    tabsActiveText: accentText,
    tabsBorder: '#e3e5e8',
  },
};

export { DEFAULT_MENU_ICON, iconForSource, iconNameOf, isKnownIcon, menuIconMap } from './iconMap';
export { MenuIcon, type MenuIconProps } from './MenuIcon';

export { HOME_TOP_MENU, type TopBarProps, type TopBarUser, TopBar, type TopMenuItem } from './TopBar';
export { TOPBAR_HEIGHT } from './TopBar.styles';
export { ToolButton } from './ToolButton';
export { useFullscreen } from './useFullscreen';

export { ToolButton } from './ToolButton';
export { HOME_TOP_MENU, TopBar, type TopBarProps, type TopBarUser, type TopMenuItem } from './TopBar';
export { TOPBAR_HEIGHT } from './TopBar.styles';
export { TopBarFrame } from './TopBarFrame';
export { useFullscreen } from './useFullscreen';

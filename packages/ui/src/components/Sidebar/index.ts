export {
  defaultMenuLabel,
  filterMenuByRoles,
  findTrail,
  flattenLeaves,
  hasChildren,
  isExternalPath,
  isMenuVisible,
  type MenuItem,
  type MenuItemMeta,
  type MenuLabelGetter,
  menuKey,
  openExternal,
  opensInNewWindow,
} from './menuModel';
export { Sidebar, type SidebarLinkProps, type SidebarProps } from './Sidebar';
export { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './Sidebar.styles';

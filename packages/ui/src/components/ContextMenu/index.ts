export {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  type ContextMenuItemProps,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from './ContextMenu';

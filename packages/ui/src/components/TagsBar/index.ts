export { TagsBar, type TagsBarProps } from './TagsBar';
export {
  addTab,
  type CloseResult,
  closeAll,
  closedBy,
  closeOthers,
  closeSide,
  closeTab,
  flagClosable,
  isClosable,
  moveTab,
  nextAfterClose,
  type Tab,
  type TagsOptions,
} from './tagsModel';

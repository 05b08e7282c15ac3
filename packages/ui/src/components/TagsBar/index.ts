export { TagsBar, type TagsBarProps } from './TagsBar';
export {
  addTab,
  type CloseResult,
  closeAll,
  closeOthers,
  closeTab,
  flagClosable,
  isClosable,
  nextAfterClose,
  type Tab,
  type TagsOptions,
} from './tagsModel';

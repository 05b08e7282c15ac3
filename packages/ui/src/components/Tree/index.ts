export { Tree, type TreeProps } from './Tree';
export {
  buildTree,
  type CheckState,
  type ChildrenOf,
  checkStates,
  defaultGetKey,
  descendants,
  type FlatNode,
  filterTree,
  flattenVisible,
  type GetKey,
  halfCheckedKeys,
  parentMap,
  type TreeNode,
  toggleCheck,
} from './treeLogic';

/**
 * How a tree table's first column draws a row's place in the tree (DataCell's TreeCell): one step
 * of indent per level, then the expand button (or its placeholder) and a gap before the text. One
 * place for both the drawing and the column's width (columnWidth), which must count them.
 */
export const TREE_DEPTH_INDENT = 20;
export const TREE_TOGGLE_WIDTH = 20;
export const TREE_TOGGLE_GAP = 4;

/** The room a row at `depth` takes before its text in the tree column. */
export const treeIndent = (depth: number) => depth * TREE_DEPTH_INDENT + TREE_TOGGLE_WIDTH + TREE_TOGGLE_GAP;

import { type KeyboardEvent, type Ref, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import type { FieldAriaProps } from '../../utils/fieldAria';
import { focusLeaves } from '../../utils/focusLeaves';
import { Empty } from '../Empty';
import { List } from './Tree.styles';
import { TreeRow } from './TreeRow';
import { onTreeKey } from './treeKeys';
import {
  type CheckState,
  checkStates,
  defaultGetKey,
  type FlatNode,
  filterTree,
  flattenVisible,
  type GetKey,
  halfCheckedKeys,
  type TreeNode,
  toggleCheck,
  toggleCheckStrictly,
} from './treeLogic';

export interface TreeProps extends FieldAriaProps {
  data: readonly TreeNode[];
  /** Identity of a node (default: `key`, else `id`); checked/selected/expanded keys use it. */
  getKey?: GetKey;
  /** Multi-select with checkboxes (tri-state, cascading). */
  checkable?: boolean;
  /** Checkboxes without cascading: each node is checked on its own (Ant Design's `checkStrictly`). */
  checkStrictly?: boolean;
  checkedKeys?: readonly string[];
  defaultCheckedKeys?: readonly string[];
  /** Fully checked keys (parents included) and the half-checked ones. */
  onCheck?: (keys: string[], info: { halfChecked: string[]; node: TreeNode }) => void;
  /** Single selection (when not checkable). */
  selectedKey?: string | null;
  defaultSelectedKey?: string | null;
  onSelect?: (key: string, node: TreeNode) => void;
  expandedKeys?: readonly string[];
  defaultExpandedKeys?: readonly string[];
  onExpand?: (keys: string[]) => void;
  /** Fetches the children of a lazy node (`hasChildren` without `children`) on first expand. */
  loadChildren?: (node: TreeNode) => Promise<TreeNode[]>;
  /** Reports lazily loaded children (e.g. so a TreeSelect knows their titles). */
  onLoaded?: (parent: TreeNode, children: TreeNode[]) => void;
  /** Shows only nodes whose title contains this text (and their ancestors). */
  filter?: string;
  /** Focus the tree's active item when mounted (inside popups). */
  autoFocus?: boolean;
  id?: string;
  className?: string;
  onBlur?: () => void;
  /** The tree element; `focus()` moves focus to its active item. */
  ref?: Ref<{ focus: () => void }>;
}

/**
 * A tree view (WAI-ARIA tree pattern): one tab stop; ↑/↓ move, → opens or enters, ← closes or goes
 * to the parent, Home/End, `*` opens all siblings, type-ahead by title; Space toggles the checkbox
 * (checkable) and Enter selects (or toggles). Lazy nodes load their children on first open.
 */
export function Tree({
  data,
  getKey = defaultGetKey,
  checkable = false,
  checkStrictly = false,
  checkedKeys,
  defaultCheckedKeys,
  onCheck,
  selectedKey,
  defaultSelectedKey = null,
  onSelect,
  expandedKeys,
  defaultExpandedKeys,
  onExpand,
  loadChildren,
  onLoaded,
  filter,
  autoFocus = false,
  id,
  className,
  onBlur,
  ref,
  ...aria
}: TreeProps) {
  const { t } = useUiTranslation('ui');
  const [loaded, setLoaded] = useState<Record<string, TreeNode[]>>({});
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [innerExpanded, setInnerExpanded] = useState<ReadonlySet<string>>(new Set(defaultExpandedKeys));
  const [innerChecked, setInnerChecked] = useState<ReadonlySet<string>>(new Set(defaultCheckedKeys));
  const [innerSelected, setInnerSelected] = useState<string | null>(defaultSelectedKey);
  const [active, setActive] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const typed = useRef({ text: '', at: 0 });

  const childrenOf = useCallback((node: TreeNode) => node.children ?? loaded[getKey(node)], [loaded, getKey]);
  const expandedBase = useMemo(
    () => (expandedKeys ? new Set(expandedKeys) : innerExpanded),
    [expandedKeys, innerExpanded],
  );
  const checked = useMemo(
    () => (checkedKeys ? new Set(checkedKeys) : innerChecked),
    [checkedKeys, innerChecked],
  );
  const selected = selectedKey !== undefined ? selectedKey : innerSelected;

  const filtered = useMemo(
    () =>
      filter ? filterTree(data, filter, childrenOf, getKey) : { nodes: [...data], expand: new Set<string>() },
    [data, filter, childrenOf, getKey],
  );
  const expanded = useMemo(
    () => (filter ? new Set([...expandedBase, ...filtered.expand]) : expandedBase),
    [filter, expandedBase, filtered.expand],
  );
  const visible = useMemo(
    () => flattenVisible(filtered.nodes, expanded, childrenOf, getKey),
    [filtered.nodes, expanded, childrenOf, getKey],
  );
  const states = useMemo(
    () =>
      checkable
        ? checkStates(data, checked, childrenOf, getKey, checkStrictly)
        : new Map<string, CheckState>(),
    [checkable, data, checked, childrenOf, getKey, checkStrictly],
  );

  // The roving tab stop: the active node if still visible, else the selected/first checked, else the first.
  const tabStop =
    visible.find((f) => f.key === active)?.key ??
    visible.find((f) => f.key === selected || (checkable && checked.has(f.key)))?.key ??
    visible[0]?.key ??
    null;

  const focusKey = (key: string | null) => {
    if (!key) return;
    setActive(key);
    listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)?.focus();
  };

  const focusRef = useRef(() => {});
  focusRef.current = () => focusKey(tabStop);
  useEffect(() => {
    if (!ref) return;
    const handle = { focus: () => focusRef.current() };
    if (typeof ref === 'function') ref(handle);
    else (ref as { current: typeof handle | null }).current = handle;
  }, [ref]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount
  useEffect(() => {
    if (autoFocus) focusRef.current();
  }, []);

  const setExpanded = (next: Set<string>) => {
    if (!expandedKeys) setInnerExpanded(next);
    onExpand?.([...next]);
  };

  const load = async (flat: FlatNode) => {
    if (!loadChildren || childrenOf(flat.node) !== undefined || loading.has(flat.key)) return;
    setLoading((s) => new Set(s).add(flat.key));
    setFailed((s) => {
      const n = new Set(s);
      n.delete(flat.key);
      return n;
    });
    try {
      const kids = await loadChildren(flat.node);
      setLoaded((m) => ({ ...m, [flat.key]: kids }));
      onLoaded?.(flat.node, kids);
      // Children of a checked parent start checked.
      if (checkable && !checkStrictly && checked.has(flat.key) && kids.length) {
        const next = new Set(checked);
        for (const k of kids) if (!k.disabled) next.add(getKey(k));
        if (!checkedKeys) setInnerChecked(next);
        onCheck?.([...next], { halfChecked: [], node: flat.node });
      }
    } catch {
      setFailed((s) => new Set(s).add(flat.key));
      const next = new Set(expanded);
      next.delete(flat.key);
      setExpanded(next);
    } finally {
      setLoading((s) => {
        const n = new Set(s);
        n.delete(flat.key);
        return n;
      });
    }
  };

  const setOpen = (flat: FlatNode, open: boolean) => {
    if (!flat.expandable || expanded.has(flat.key) === open) return;
    const next = new Set(expandedBase);
    if (open) next.add(flat.key);
    else next.delete(flat.key);
    setExpanded(next);
    if (open) void load(flat);
  };

  const toggle = (flat: FlatNode) => {
    if (flat.node.disabled) return;
    if (checkable) {
      const next = checkStrictly
        ? toggleCheckStrictly(checked, flat.key)
        : toggleCheck(data, checked, flat.node, childrenOf, getKey);
      if (!checkedKeys) setInnerChecked(next);
      onCheck?.([...next], {
        halfChecked: halfCheckedKeys(checkStates(data, next, childrenOf, getKey, checkStrictly)),
        node: flat.node,
      });
    } else {
      if (selectedKey === undefined) setInnerSelected(flat.key);
      onSelect?.(flat.key, flat.node);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) =>
    onTreeKey(event, {
      visible,
      tabStop,
      expanded,
      expandedBase,
      setExpanded,
      focusKey,
      setOpen,
      toggle,
      load,
      typed,
    });

  if (visible.length === 0) {
    return (
      <div id={id} className={className}>
        <Empty compact description={t('tree.empty')} />
      </div>
    );
  }

  return (
    <List
      ref={listRef}
      id={id}
      className={className}
      role="tree"
      aria-multiselectable={checkable || undefined}
      {...aria}
      aria-invalid={aria['aria-invalid'] || undefined}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (focusLeaves(event)) onBlur?.();
      }}
    >
      {visible.map((flat) => (
        <TreeRow
          key={flat.key}
          flat={flat}
          open={flat.expandable && expanded.has(flat.key)}
          state={checkable ? (states.get(flat.key) ?? 'unchecked') : undefined}
          selected={flat.key === selected}
          tabStop={flat.key === tabStop}
          loading={loading.has(flat.key)}
          failed={failed.has(flat.key)}
          onActive={setActive}
          onOpen={setOpen}
          onToggle={toggle}
        />
      ))}
    </List>
  );
}

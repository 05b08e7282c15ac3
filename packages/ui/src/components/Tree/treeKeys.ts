import type { KeyboardEvent, RefObject } from 'react';
import type { FlatNode } from './treeLogic';

/** What the tree's keys read and change. */
export interface TreeKeyContext {
  /** The rows shown, in order. */
  visible: readonly FlatNode[];
  /** The key of the row that holds the tab stop. */
  tabStop: string | null;
  expanded: ReadonlySet<string>;
  /** The expanded keys without the ones a filter opens. */
  expandedBase: ReadonlySet<string>;
  setExpanded: (keys: Set<string>) => void;
  focusKey: (key: string | null) => void;
  setOpen: (flat: FlatNode, open: boolean) => void;
  /** Checks or selects the row. */
  toggle: (flat: FlatNode) => void;
  /** Loads a lazy row's children. */
  load: (flat: FlatNode) => Promise<void>;
  /** The type-ahead's letters so far and when the last came. */
  typed: RefObject<{ text: string; at: number }>;
}

/**
 * The tree's keys (WAI-ARIA tree pattern): ↑/↓ move, → opens or enters, ← closes or goes to the
 * parent, Home/End, `*` opens all siblings, Enter and Space check or select, letters jump by title.
 */
export function onTreeKey(event: KeyboardEvent<HTMLUListElement>, ctx: TreeKeyContext) {
  const { visible, tabStop, expanded, expandedBase, setExpanded, focusKey, setOpen, toggle, load, typed } =
    ctx;
  const index = visible.findIndex((f) => f.key === tabStop);
  const flat = visible[index];
  if (!flat) return;
  let handled = true;
  switch (event.key) {
    case 'ArrowDown':
      focusKey(visible[Math.min(index + 1, visible.length - 1)]?.key ?? null);
      break;
    case 'ArrowUp':
      focusKey(visible[Math.max(index - 1, 0)]?.key ?? null);
      break;
    case 'ArrowRight':
      if (flat.expandable && !expanded.has(flat.key)) setOpen(flat, true);
      else if (flat.expandable && visible[index + 1]?.parentKey === flat.key)
        focusKey(visible[index + 1]!.key);
      break;
    case 'ArrowLeft':
      if (flat.expandable && expanded.has(flat.key)) setOpen(flat, false);
      else focusKey(flat.parentKey);
      break;
    case 'Home':
      focusKey(visible[0]?.key ?? null);
      break;
    case 'End':
      focusKey(visible[visible.length - 1]?.key ?? null);
      break;
    case 'Enter':
    case ' ':
      toggle(flat);
      break;
    case '*': {
      const next = new Set(expandedBase);
      for (const f of visible) {
        if (f.parentKey === flat.parentKey && f.expandable) {
          next.add(f.key);
          void load(f);
        }
      }
      setExpanded(next);
      break;
    }
    default:
      handled = false;
      if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        const now = Date.now();
        const text = (now - typed.current.at < 500 ? typed.current.text : '') + event.key.toLocaleLowerCase();
        typed.current = { text, at: now };
        const order = [...visible.slice(index + 1), ...visible.slice(0, index + 1)];
        const hit = order.find((f) => f.node.title.toLocaleLowerCase().startsWith(text));
        if (hit) focusKey(hit.key);
      }
  }
  if (handled) {
    event.preventDefault();
    event.stopPropagation();
  }
}

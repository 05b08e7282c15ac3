import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { useStableCallback } from '../../utils/useStableCallback';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import { message } from '../Toast';
import { SortableTag } from './SortableTag';
import { Actions, Bar, List, Scroller } from './TagsBar.styles';
import { TagsMenu } from './TagsMenu';
import {
  type CloseResult,
  closeAll,
  closedBy,
  closeOthers,
  closeSide,
  closeTab,
  isClosable,
  moveTab,
  type Tab,
} from './tagsModel';
import { useConfirm } from './useConfirm';

export interface TagsBarProps {
  /** The open tabs, in order; the first is the welcome tab. */
  tabs: readonly Tab[];
  /** Value (path) of the tab being shown. */
  active: string | undefined;
  /** The welcome tab (SPEC §9: `/wel/index`), restored by "close all". */
  welcome: Tab;
  /** The first tab is closable too (when there are several). */
  isFirstPage?: boolean;
  /** The list changed (close, close others, close all, a move); store it. */
  onTabsChange: (tabs: Tab[]) => void;
  /** Show this tab (a click, or the neighbour after the shown tab was closed). */
  onSelect: (tab: Tab) => void;
  /** Reloads one tab's page (the menu's "refresh" entry is shown only when given). */
  onRefresh?: (tab: Tab) => void;
  /**
   * Asked before tabs close (one, left, right, others, all); false keeps them. The app asks the
   * person here when a closing tab holds unsaved work.
   */
  confirmClose?: (closing: Tab[]) => boolean | Promise<boolean>;
  /** Clears the app's cached data; called after the user confirmed. */
  onClearCache?: () => void | Promise<void>;
  /** Opens the menu search (the dropdown's "search" entry is shown only when given). */
  onSearch?: () => void;
  /** Display text of a tab (default: its label), e.g. to translate it. */
  getLabel?: (tab: Tab) => string;
}

/**
 * A drag starts after 6px, so a click (or a right-click) on a tab stays what it was. One object:
 * a new one each render would give dnd-kit new sensors, and every tab would re-render.
 */
const POINTER_SENSOR = { activationConstraint: { distance: 6 } };

/**
 * The bar of open pages under the top bar. Each tab is a button in one tab stop (roving focus):
 * ←/→/Home/End move, Enter opens, Delete closes, Alt+Shift+←/→ moves the tab. A middle click
 * closes; dragging reorders. Right-click (or the Menu key) and the dropdown at the end offer
 * refresh, close left / right / others / all and clear cache; the dropdown also lists every open
 * page, for narrow screens where most of them are scrolled out of view.
 */
export function TagsBar({
  tabs,
  active,
  welcome,
  isFirstPage = false,
  onTabsChange,
  onSelect,
  onRefresh,
  confirmClose,
  onClearCache,
  onSearch,
  getLabel = (tab) => tab.label,
}: TagsBarProps) {
  const { t } = useUiTranslation('ui');
  const hintId = useId();
  const [confirmElement, confirm] = useConfirm();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const scroller = useRef<HTMLElement | null>(null);
  // The tab that holds the single tab stop; follows the shown tab unless the user arrows away.
  const [focusValue, setFocusValue] = useState<string | undefined>(active);
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const options = { isFirstPage };
  const sensors = useSensors(useSensor(PointerSensor, POINTER_SENSOR));

  const stop = tabs.some((tab) => tab.value === focusValue) ? focusValue : (active ?? tabs[0]?.value);

  useEffect(() => {
    setFocusValue(active);
    if (!active) return;
    // Keep the shown tab in view when many tabs overflow: in the next frame, as the menu does
    // (Sidebar), not with a layout forced in the middle of a tab switch.
    const frame = requestAnimationFrame(() =>
      buttons.current.get(active)?.parentElement?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [active]);

  useEffect(() => {
    if (pendingFocus == null) return;
    buttons.current.get(pendingFocus)?.focus();
    setPendingFocus(null);
  }, [pendingFocus]);

  const apply = async (result: CloseResult, focus = false) => {
    const closing = closedBy(tabs, result.tabs);
    if (closing.length && confirmClose && !(await confirmClose(closing))) return;
    onTabsChange(result.tabs);
    if (result.active !== active) {
      const next = result.tabs.find((tab) => tab.value === result.active);
      if (next) onSelect(next);
    }
    if (focus && result.active) {
      setFocusValue(result.active);
      setPendingFocus(result.active);
    }
  };

  const close = (value: string, focus = false) => void apply(closeTab(tabs, value, active, options), focus);

  const clearCache = async () => {
    if (!(await confirm(t('tags.clearCacheConfirm')))) return;
    await onClearCache?.();
    message.success(t('tags.cleared'));
  };

  const reorder = (from: number, to: number) => {
    const next = moveTab(tabs, from, to, options);
    const moved = tabs[from];
    if (!moved || next.findIndex((tab) => tab.value === moved.value) === from) return;
    onTabsChange(next);
    const position = next.findIndex((tab) => tab.value === moved.value) + 1;
    setAnnouncement(t('tags.moved', { label: getLabel(moved), position }));
    setPendingFocus(moved.value);
  };

  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    if (!over || dragged.id === over.id) return;
    const from = tabs.findIndex((tab) => tab.value === dragged.id);
    const to = tabs.findIndex((tab) => tab.value === over.id);
    if (from >= 0 && to >= 0) reorder(from, to);
  };

  const move = (to: number) => {
    const count = tabs.length;
    const target = tabs[((to % count) + count) % count];
    if (!target) return;
    setFocusValue(target.value);
    buttons.current.get(target.value)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    const moving = event.altKey && event.shiftKey;
    switch (event.key) {
      case 'ArrowRight':
        if (moving) reorder(index, index + 1);
        else move(index + 1);
        break;
      case 'ArrowLeft':
        if (moving) reorder(index, index - 1);
        else move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(tabs.length - 1);
        break;
      case 'Delete':
        if (!isClosable(index, tabs.length, options)) return;
        close(tab.value, true);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  /** The menu of one tab (the dropdown's is the shown tab's). */
  const actionsFor = (value: string) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const tab = tabs[index];
    const closableAt = (i: number) => isClosable(i, tabs.length, options);
    return {
      refresh: onRefresh && tab ? () => onRefresh(tab) : undefined,
      closeLeft: () => void apply(closeSide(tabs, value, 'left', active, options)),
      closeRight: () => void apply(closeSide(tabs, value, 'right', active, options)),
      closeOthers: () => void apply(closeOthers(tabs, value, welcome, options)),
      closeAll: () => void apply(closeAll(welcome, options)),
      clearCache: () => void clearCache(),
      hasLeft: tabs.some((_, i) => i < index && closableAt(i)),
      hasRight: tabs.some((_, i) => i > index && closableAt(i)),
    };
  };

  // Stable, so each tab (memo) re-renders only when its own props change.
  const tabHandlers = {
    setButton: useCallback((value: string, node: HTMLButtonElement | null) => {
      if (node) buttons.current.set(value, node);
      else buttons.current.delete(value);
    }, []),
    onSelect: useStableCallback((tab: Tab) => {
      setFocusValue(tab.value);
      if (tab.value !== active) onSelect(tab);
    }),
    // The tab stop moves as the focus does, so a pressed tab already holds it when its click
    // switches pages: the focused button's tabindex changed inside the switch's commit forced the
    // styles of the page being shown to be worked out there and then (about 1 ms per switch).
    onFocusTab: useCallback((value: string) => setFocusValue(value), []),
    onClose: useStableCallback((value: string) => close(value)),
    onKeyDown: useStableCallback((event: KeyboardEvent<HTMLButtonElement>, value: string) =>
      onKeyDown(
        event,
        tabs.findIndex((tab) => tab.value === value),
      ),
    ),
    actionsFor: useStableCallback(actionsFor),
  };
  // The same list while the same tabs are open (a shown tab's new query makes a new `tabs`): a new
  // one is a new sortable context, which re-renders every tab.
  const idsKey = tabs.map((tab) => tab.value).join('\n');
  const sortableIds = useMemo(() => idsKey.split('\n'), [idsKey]);

  return (
    <Bar>
      <Scroller
        ref={scroller}
        aria-label={t('tags.label')}
        onWheel={(event) => {
          // A vertical wheel scrolls the tabs sideways (the bar has no vertical overflow).
          const el = scroller.current;
          if (el && event.deltaX === 0 && event.deltaY !== 0) el.scrollLeft += event.deltaY;
        }}
      >
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={sortableIds} strategy={horizontalListSortingStrategy}>
            <List>
              {tabs.map((tab, index) => (
                <SortableTag
                  key={tab.value}
                  tab={tab}
                  label={getLabel(tab)}
                  isActive={tab.value === active}
                  closable={isClosable(index, tabs.length, options)}
                  fixed={index === 0 && !isFirstPage}
                  isTabStop={tab.value === stop}
                  hintId={hintId}
                  {...tabHandlers}
                />
              ))}
            </List>
          </SortableContext>
        </DndContext>
        <VisuallyHidden id={hintId}>{t('tags.keyboardHint')}</VisuallyHidden>
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      </Scroller>{' '}
      <Actions>
        <TagsMenu
          tabs={tabs}
          active={active}
          actions={actionsFor(active ?? welcome.value)}
          onSelect={onSelect}
          onSearch={onSearch}
          getLabel={getLabel}
        />
      </Actions>
      {confirmElement}
    </Bar>
  );
}

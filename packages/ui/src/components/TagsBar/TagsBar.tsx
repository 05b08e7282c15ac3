import { ChevronDown, Eraser, Search, X, XCircle } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from '../ContextMenu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../DropdownMenu';
import { message } from '../Toast';
import {
  Actions,
  ActionsButton,
  Bar,
  CloseButton,
  Dot,
  Item,
  List,
  Scroller,
  TabButton,
} from './TagsBar.styles';
import { type CloseResult, closeAll, closeOthers, closeTab, isClosable, type Tab } from './tagsModel';
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
  /** The list changed (close, close others, close all); store it. */
  onTabsChange: (tabs: Tab[]) => void;
  /** Show this tab (a click, or the neighbour after the shown tab was closed). */
  onSelect: (tab: Tab) => void;
  /** Clears the app's cached data; called after the user confirmed. */
  onClearCache?: () => void | Promise<void>;
  /** Opens the menu search (the dropdown's "search" entry is shown only when given). */
  onSearch?: () => void;
  /** Display text of a tab (default: its label), e.g. to translate it. */
  getLabel?: (tab: Tab) => string;
}

/**
 * The bar of open pages under the top bar. Each tab is a button in one tab stop (roving focus):
 * ←/→/Home/End move, Enter opens, Delete closes. Right-click (or the Menu key) and the dropdown at
 * the end offer close others, close all and clear cache.
 */
export function TagsBar({
  tabs,
  active,
  welcome,
  isFirstPage = false,
  onTabsChange,
  onSelect,
  onClearCache,
  onSearch,
  getLabel = (tab) => tab.label,
}: TagsBarProps) {
  const { t } = useTranslation('ui');
  const hintId = useId();
  const [confirmElement, confirm] = useConfirm();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const scroller = useRef<HTMLElement | null>(null);
  // The tab that holds the single tab stop; follows the shown tab unless the user arrows away.
  const [focusValue, setFocusValue] = useState<string | undefined>(active);
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);
  const options = { isFirstPage };

  const stop = tabs.some((tab) => tab.value === focusValue) ? focusValue : (active ?? tabs[0]?.value);

  useEffect(() => {
    setFocusValue(active);
    // Keep the shown tab in view when many tabs overflow.
    if (active)
      buttons.current.get(active)?.parentElement?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  useEffect(() => {
    if (pendingFocus == null) return;
    buttons.current.get(pendingFocus)?.focus();
    setPendingFocus(null);
  }, [pendingFocus]);

  const apply = (result: CloseResult, focus = false) => {
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

  const close = (value: string, focus = false) => apply(closeTab(tabs, value, active, options), focus);

  const clearCache = async () => {
    if (!(await confirm(t('tags.clearCacheConfirm')))) return;
    await onClearCache?.();
    message.success(t('tags.cleared'));
  };

  const move = (from: number, to: number) => {
    const count = tabs.length;
    if (count === 0) return;
    const target = tabs[((to % count) + count) % count];
    if (!target || from === to) return;
    setFocusValue(target.value);
    buttons.current.get(target.value)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    switch (event.key) {
      case 'ArrowRight':
        move(index, index + 1);
        break;
      case 'ArrowLeft':
        move(index, index - 1);
        break;
      case 'Home':
        move(index, 0);
        break;
      case 'End':
        move(index, tabs.length - 1);
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
        <List>
          {tabs.map((tab, index) => {
            const isActive = tab.value === active;
            const closable = isClosable(index, tabs.length, options);
            const label = getLabel(tab);
            return (
              <ContextMenu key={tab.value}>
                <ContextMenuTrigger asChild>
                  <Item data-active={isActive ? '' : undefined} data-closable={closable ? '' : undefined}>
                    <TabButton
                      type="button"
                      ref={(node) => {
                        if (node) buttons.current.set(tab.value, node);
                        else buttons.current.delete(tab.value);
                      }}
                      tabIndex={tab.value === stop ? 0 : -1}
                      aria-current={isActive ? 'page' : undefined}
                      aria-describedby={hintId}
                      onClick={() => {
                        setFocusValue(tab.value);
                        if (!isActive) onSelect(tab);
                      }}
                      onKeyDown={(event) => onKeyDown(event, index)}
                    >
                      <Dot aria-hidden="true" />
                      {label}
                    </TabButton>
                    {closable ? (
                      // Mouse affordance; keyboard users press Delete on the tab (one tab stop per tab).
                      <CloseButton
                        type="button"
                        tabIndex={-1}
                        aria-label={t('tags.close', { label })}
                        onClick={() => close(tab.value)}
                      >
                        <X aria-hidden="true" />
                      </CloseButton>
                    ) : null}
                  </Item>
                </ContextMenuTrigger>
                <ContextMenuContent aria-label={label}>
                  <ContextMenuItem icon={<Eraser aria-hidden="true" />} onSelect={() => void clearCache()}>
                    {t('tags.clearCache')}
                  </ContextMenuItem>
                  <ContextMenuSeparator />
                  <ContextMenuItem
                    icon={<XCircle aria-hidden="true" />}
                    onSelect={() => apply(closeOthers(tabs, tab.value, welcome, options))}
                  >
                    {t('tags.closeOthers')}
                  </ContextMenuItem>
                  <ContextMenuItem
                    icon={<X aria-hidden="true" />}
                    onSelect={() => apply(closeAll(welcome, options))}
                  >
                    {t('tags.closeAll')}
                  </ContextMenuItem>
                </ContextMenuContent>
              </ContextMenu>
            );
          })}
        </List>
        <VisuallyHidden id={hintId}>{t('tags.keyboardHint')}</VisuallyHidden>
      </Scroller>
      <Actions>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <ActionsButton type="button" aria-label={t('tags.actions')}>
              <ChevronDown aria-hidden="true" />
            </ActionsButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {onSearch ? (
              <>
                <DropdownMenuItem icon={<Search aria-hidden="true" />} onSelect={onSearch}>
                  {t('tags.search')}
                </DropdownMenuItem>
                <DropdownMenuSeparator />
              </>
            ) : null}
            <DropdownMenuItem
              icon={<XCircle aria-hidden="true" />}
              onSelect={() => active && apply(closeOthers(tabs, active, welcome, options))}
            >
              {t('tags.closeOthers')}
            </DropdownMenuItem>
            <DropdownMenuItem
              icon={<X aria-hidden="true" />}
              onSelect={() => apply(closeAll(welcome, options))}
            >
              {t('tags.closeAll')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem icon={<Eraser aria-hidden="true" />} onSelect={() => void clearCache()}>
              {t('tags.clearCache')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </Actions>
      {confirmElement}
    </Bar>
  );
}

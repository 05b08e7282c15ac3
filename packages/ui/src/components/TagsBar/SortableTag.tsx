import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type KeyboardEvent, memo, useCallback } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { X } from '../../icons';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from '../ContextMenu';
import { type TagMenuActions, TagMenuItems } from './TagMenuItems';
import { CloseButton, Dot, Item, TabButton } from './TagsBar.styles';
import type { Tab } from './tagsModel';

export interface SortableTagProps {
  tab: Tab;
  label: string;
  isActive: boolean;
  closable: boolean;
  /** The welcome tab stays first: it cannot be dragged. */
  fixed: boolean;
  isTabStop: boolean;
  hintId: string;
  // The handlers take the tab (or its value) and keep their identity, so that a tab whose own
  // props did not change skips the bar's re-renders (memo): a switch changes two tabs, not all.
  setButton: (value: string, node: HTMLButtonElement | null) => void;
  onSelect: (tab: Tab) => void;
  onClose: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, value: string) => void;
  /** The tab's button got the focus (a press, a click or the arrows): it becomes the tab stop. */
  onFocusTab: (value: string) => void;
  /** The tab's menu actions, asked for when its menu opens (with the bar's state then). */
  actionsFor: (value: string) => TagMenuActions;
}

/** The right-click menu's entries, made when the menu opens (its content mounts only then). */
function TagMenu({ value, actionsFor }: { value: string; actionsFor: (value: string) => TagMenuActions }) {
  return <TagMenuItems Item={ContextMenuItem} Separator={ContextMenuSeparator} actions={actionsFor(value)} />;
}

/**
 * One open page in the bar: a button (one tab stop for the bar, roving), its close button, its
 * right-click menu, a middle click that closes it, and a drag handle (the whole tab, after a few
 * pixels of movement, so a click is still a click) through dnd-kit's sortable list.
 */
export const SortableTag = memo(function SortableTag({
  tab,
  label,
  isActive,
  closable,
  fixed,
  isTabStop,
  hintId,
  setButton,
  onSelect,
  onClose,
  onKeyDown,
  onFocusTab,
  actionsFor,
}: SortableTagProps) {
  const { t } = useUiTranslation('ui');
  const { value } = tab;
  const buttonRef = useCallback(
    (node: HTMLButtonElement | null) => setButton(value, node),
    [setButton, value],
  );
  const sortable = useSortable({ id: tab.value, disabled: fixed });
  // Only sideways: the bar is one row.
  const transform = sortable.transform ? { ...sortable.transform, y: 0 } : null;
  return (
    <ContextMenu>
      <ContextMenuTrigger asChild>
        <Item
          ref={sortable.setNodeRef}
          style={{ transform: CSS.Translate.toString(transform), transition: sortable.transition }}
          data-active={isActive ? '' : undefined}
          data-closable={closable ? '' : undefined}
          data-dragging={sortable.isDragging ? '' : undefined}
          // Pointer only: the keyboard way to move a tab is Alt+Shift+arrows on it (the bar's hint),
          // as dnd-kit's keyboard sensor would take Enter and Space from the tab's button.
          {...sortable.listeners}
          onMouseDown={(event) => {
            // A middle press would start the browser's autoscroll.
            if (event.button === 1 && closable) event.preventDefault();
          }}
          onAuxClick={(event) => {
            if (event.button !== 1 || !closable) return;
            event.preventDefault();
            onClose(value);
          }}
        >
          <TabButton
            type="button"
            ref={buttonRef}
            tabIndex={isTabStop ? 0 : -1}
            aria-current={isActive ? 'page' : undefined}
            aria-describedby={hintId}
            onClick={() => onSelect(tab)}
            onKeyDown={(event) => onKeyDown(event, value)}
            onFocus={() => onFocusTab(value)}
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
              onClick={() => onClose(value)}
            >
              <X aria-hidden="true" />
            </CloseButton>
          ) : null}
        </Item>
      </ContextMenuTrigger>
      <ContextMenuContent aria-label={label}>
        <TagMenu value={value} actionsFor={actionsFor} />
      </ContextMenuContent>
    </ContextMenu>
  );
});

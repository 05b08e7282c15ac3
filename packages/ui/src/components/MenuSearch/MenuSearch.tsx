import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { Search } from '../../icons';
import { Dialog } from '../Dialog';
import { Input } from '../Input';
import { MenuIcon } from '../MenuIcon';
import {
  defaultMenuLabel,
  filterMenuByRoles,
  type MenuItem,
  type MenuLabelGetter,
  menuKey,
} from '../Sidebar/menuModel';
import { filterMenus } from './filterMenus';
import { Empty, Hint, Option, Path, Results, Texts } from './MenuSearch.styles';

export interface MenuSearchProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu tree; every leaf is searchable. */
  menu: readonly MenuItem[];
  /** When given, items hidden from these roles are not offered (same rule as the sidebar). */
  roles?: readonly string[];
  /** A leaf was chosen (Enter or click); the overlay closes itself. */
  onChoose: (item: MenuItem) => void;
  getLabel?: MenuLabelGetter;
}

/**
 * The menu search overlay: a combobox over the list of leaf menus. Typing filters by names that
 * start with the text (case-insensitive), ↑/↓ move the selection, Enter chooses, Esc closes.
 */
export function MenuSearch({
  open,
  onOpenChange,
  menu,
  roles,
  onChoose,
  getLabel = defaultMenuLabel,
}: MenuSearchProps) {
  const { t } = useUiTranslation('ui');
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const list = useRef<HTMLUListElement | null>(null);
  const visible = useMemo(() => (roles ? filterMenuByRoles(menu, roles) : menu), [menu, roles]);
  const results = useMemo(() => filterMenus(visible, query, getLabel), [visible, query, getLabel]);
  const current = results[Math.min(selected, results.length - 1)];
  const optionId = (item: MenuItem) => `${id}-o-${menuKey(item)}`;

  // A fresh search each time it opens.
  useEffect(() => {
    if (open) {
      setQuery('');
      setSelected(0);
    }
  }, [open]);

  useEffect(() => {
    if (!current) return;
    list.current
      ?.querySelector(`[id="${CSS.escape(optionId(current))}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (item: MenuItem | undefined) => {
    if (!item) return;
    onChoose(item);
    onOpenChange(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown') setSelected((s) => (Math.min(s, results.length - 1) + 1) % results.length);
    else if (event.key === 'ArrowUp')
      setSelected((s) => (Math.min(s, results.length - 1) - 1 + results.length) % results.length);
    else if (event.key === 'Home' && event.ctrlKey) setSelected(0);
    else if (event.key === 'End' && event.ctrlKey) setSelected(results.length - 1);
    else if (event.key === 'Enter') choose(current);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('menuSearch.title')} width={640}>
      <Input
        role="combobox"
        aria-label={t('menuSearch.title')}
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current ? optionId(current) : undefined}
        aria-describedby={`${id}-hint`}
        placeholder={t('menuSearch.placeholder')}
        prefix={<Search size={16} aria-hidden="true" />}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setSelected(0);
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
        // Focus the text box, not the dialog's close button (Radix keeps focus already inside).
        autoFocus
      />
      <Hint id={`${id}-hint`}>{t('menuSearch.hint')}</Hint>
      {results.length === 0 ? (
        <Empty role="status">{t('menuSearch.empty')}</Empty>
      ) : (
        <Results ref={list} id={listId} role="listbox" aria-label={t('menuSearch.results')}>
          {results.map((item, index) => {
            const isSelected = item === current;
            return (
              // Options are not focusable: focus stays in the text box (aria-activedescendant).
              <Option
                key={menuKey(item)}
                id={optionId(item)}
                role="option"
                aria-selected={isSelected}
                onMouseMove={() => setSelected(index)}
                onClick={() => choose(item)}
              >
                <MenuIcon source={item.source} size={18} />
                <Texts>
                  <span>{getLabel(item)}</span>
                  <Path>{item.path}</Path>
                </Texts>
              </Option>
            );
          })}
        </Results>
      )}
    </Dialog>
  );
}

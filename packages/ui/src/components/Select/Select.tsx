import * as Popover from '@radix-ui/react-popover';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { focusLeaves } from '../../utils/focusLeaves';
import { FieldEnd } from './FieldEnd';
import { fieldPopupProps } from './fieldPopup';
import { filterOptions, firstEnabled } from './listNavigation';
import { OptionList } from './OptionList';
import { ComboButton, ComboInput, Field, Placeholder, PopupContent } from './Select.styles';
import type { SelectOption, SelectProps, SelectValue } from './Select.types';
import { SelectTags } from './SelectTags';
import { onSelectKey } from './selectKeys';
import { useSelectValue } from './useSelectValue';

export type {
  MultiSelectProps,
  SelectOption,
  SelectProps,
  SelectValue,
  SingleSelectProps,
} from './Select.types';

import { isAriaTrue } from '../../utils/fieldAria';

/**
 * A select-only or editable combobox with a listbox popup (WAI-ARIA combobox pattern): focus stays
 * on the combobox, `aria-activedescendant` points at the active option. Single or multiple.
 *
 * Keys: ↓/↑ open and move, Home/End first/last, Enter (and Space when not searchable) choose,
 * Esc closes (then clears the search text), Tab leaves, printable keys jump by type-ahead or search.
 */
export function Select<V extends SelectValue = SelectValue>(props: SelectProps<V>) {
  const {
    options,
    searchable = false,
    filterOption,
    onSearch,
    clearable = false,
    placeholder,
    disabled = false,
    loading = false,
    invalid = false,
    size = 'default',
    fullWidth = true,
    emptyText,
    name,
    id,
    className,
    onBlur,
    onOpenChange,
    ref,
  } = props;
  const multiple = props.multiple === true;
  const { t } = useUiTranslation('ui');
  const generated = useId();
  const controlId = id ?? `${generated}-combobox`;
  const listboxId = `${generated}-listbox`;
  const optionId = (index: number) => `${generated}-option-${index}`;

  const { selected, selectedOptions, isSelected, commit, toggled, removeValue } = useSelectValue(props);
  const [open, setOpenState] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [keyboardActive, setKeyboardActive] = useState(false);
  const [listLabel, setListLabel] = useState<string | undefined>(undefined);

  const fieldRef = useRef<HTMLDivElement | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const controlRef = useRef<HTMLButtonElement | HTMLInputElement | null>(null);
  const typed = useRef({ text: '', at: 0 });

  const setControlRef = useCallback(
    (node: HTMLButtonElement | HTMLInputElement | null) => {
      controlRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: typeof node }).current = node;
    },
    [ref],
  );

  const visible = useMemo(() => {
    if (!searchable || query == null || filterOption === false) return [...options];
    if (typeof filterOption === 'function') return options.filter((o) => filterOption(query, o));
    return filterOptions(options, query);
  }, [options, searchable, query, filterOption]);

  const setOpen = (next: boolean) => {
    if (next === open) return;
    if (next) {
      // The listbox is named like the combobox: its labels, or its own aria-label.
      const labels = controlRef.current && 'labels' in controlRef.current ? controlRef.current.labels : null;
      const labelText = labels?.[0]?.textContent?.replace(/^\*/, '').trim();
      setListLabel(props['aria-label'] ?? (labelText || placeholder || t('select.placeholder')));
      const current = options.findIndex((o) => selected.length > 0 && Object.is(o.value, selected[0]));
      setActive(current >= 0 && !options[current]?.disabled ? current : firstEnabled(options));
    } else {
      setQuery(null);
      setKeyboardActive(false);
    }
    setOpenState(next);
    onOpenChange?.(next);
  };

  // Search results changed: the first match becomes active.
  useEffect(() => {
    if (query != null) setActive(firstEnabled(visible));
  }, [query, visible]);

  // Keep the active option in view.
  useEffect(() => {
    if (!open || active < 0) return;
    const el = document.getElementById(optionId(active));
    el?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (option: SelectOption<V> | undefined) => {
    if (!option || option.disabled) return;
    if (multiple) {
      commit(toggled(option.value));
      if (query) setQuery(null);
    } else {
      commit([option.value]);
      setOpen(false);
    }
  };

  const clear = (event: MouseEvent) => {
    event.stopPropagation();
    commit([]);
    setQuery(null);
    onSearch?.('');
    controlRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) =>
    onSelectKey(event, {
      options,
      visible,
      selected,
      open,
      setOpen,
      active,
      setActive,
      setKeyboardActive,
      query,
      setQuery,
      disabled,
      searchable,
      multiple,
      choose,
      removeValue,
      typed,
    });

  const onFieldMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    const target = event.target as HTMLElement;
    if (target.closest('button[data-part]')) return;
    if (target === controlRef.current && searchable) {
      if (!open) setOpen(true);
      return;
    }
    event.preventDefault();
    controlRef.current?.focus();
    setKeyboardActive(false);
    setOpen(!open);
  };

  const onFieldBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!focusLeaves(event, contentRef)) return;
    if (open) setOpen(false);
    onBlur?.();
  };

  const isInvalid = invalid || isAriaTrue(props['aria-invalid']);
  const singleLabel = !multiple ? selectedOptions[0]?.label : undefined;
  const hasValue = selected.length > 0;
  const activeId = open && active >= 0 && active < visible.length ? optionId(active) : undefined;

  const comboProps = {
    id: controlId,
    role: 'combobox' as const,
    disabled,
    'aria-expanded': open,
    'aria-controls': listboxId,
    'aria-haspopup': 'listbox' as const,
    'aria-activedescendant': activeId,
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': isInvalid || undefined,
    'aria-required': isAriaTrue(props['aria-required']) || undefined,
    onKeyDown,
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Anchor asChild>
        <Field
          ref={fieldRef}
          className={className}
          $size={size}
          $fullWidth={fullWidth}
          data-open={open ? '' : undefined}
          data-invalid={isInvalid ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
          onMouseDown={onFieldMouseDown}
          onBlur={onFieldBlur}
        >
          {multiple ? (
            <SelectTags
              chosen={selectedOptions}
              max={props.multiple === true ? props.maxTagCount : undefined}
              disabled={disabled}
              onRemove={removeValue}
            />
          ) : null}
          {searchable ? (
            <ComboInput
              ref={setControlRef}
              {...comboProps}
              type="text"
              autoComplete="off"
              aria-autocomplete="list"
              value={query ?? ''}
              placeholder={
                singleLabel ?? (multiple && hasValue ? '' : (placeholder ?? t('select.placeholder')))
              }
              data-has-value={singleLabel != null && query == null ? '' : undefined}
              onChange={(event) => {
                setQuery(event.target.value);
                onSearch?.(event.target.value);
                if (!open) setOpen(true);
              }}
            />
          ) : (
            <ComboButton ref={setControlRef} type="button" {...comboProps}>
              {multiple ? (
                hasValue ? (
                  <Placeholder style={{ position: 'absolute', opacity: 0 }}>
                    {t('select.selectedCount', { count: selected.length })}
                  </Placeholder>
                ) : (
                  <Placeholder>{placeholder ?? t('select.placeholder')}</Placeholder>
                )
              ) : (
                (singleLabel ?? <Placeholder>{placeholder ?? t('select.placeholder')}</Placeholder>)
              )}
            </ComboButton>
          )}
          <FieldEnd onClear={clearable && hasValue && !disabled ? clear : undefined} />
          {name
            ? (selected.length ? selected : ['']).map((v) => (
                <input key={String(v)} type="hidden" name={name} value={String(v)} />
              ))
            : null}
        </Field>
      </Popover.Anchor>
      <Popover.Portal>
        <PopupContent
          ref={contentRef}
          // Only the listbox's box: focus never enters it.
          {...fieldPopupProps(fieldRef)}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <OptionList
            id={listboxId}
            options={options}
            visible={visible}
            optionId={optionId}
            isSelected={isSelected}
            active={active}
            keyboardActive={keyboardActive}
            onHover={(index) => {
              setKeyboardActive(false);
              setActive(index);
            }}
            onChoose={choose}
            multiple={multiple}
            loading={loading}
            emptyText={emptyText}
            aria-labelledby={props['aria-labelledby']}
            aria-label={listLabel}
          />
        </PopupContent>
      </Popover.Portal>
    </Popover.Root>
  );
}

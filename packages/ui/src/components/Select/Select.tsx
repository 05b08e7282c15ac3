import * as Popover from '@radix-ui/react-popover';
import { Check, X } from 'lucide-react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { focusLeaves } from '../../utils/focusLeaves';
import { Spinner } from '../Spinner';
import { FieldEnd } from './FieldEnd';
import { fieldPopupProps } from './fieldPopup';
import { filterOptions, firstEnabled, lastEnabled, moveIndex, typeahead } from './listNavigation';
import {
  ComboButton,
  ComboInput,
  Field,
  Listbox,
  Notice,
  Option,
  Placeholder,
  PopupContent,
  type SelectSize,
  Tag,
  TagRemove,
} from './Select.styles';

export type SelectValue = string | number;

export interface SelectOption<V extends SelectValue = SelectValue> {
  /** Text shown, searched and used for type-ahead. */
  label: string;
  value: V;
  disabled?: boolean;
}

interface SelectBaseProps<V extends SelectValue> {
  options: readonly SelectOption<V>[];
  /** Adds a text box that filters the options (an editable combobox). */
  searchable?: boolean;
  /** Custom filter; `false` turns local filtering off (e.g. with `onSearch` for a server search). */
  filterOption?: false | ((query: string, option: SelectOption<V>) => boolean);
  /** Called as the search text changes. */
  onSearch?: (query: string) => void;
  /** Shows a clear button while something is selected. */
  clearable?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** Shows a spinner in the list (options are being fetched). */
  loading?: boolean;
  invalid?: boolean;
  size?: SelectSize;
  /** Stretch to the container (default true; false gives a 240px field). */
  fullWidth?: boolean;
  /** Text when there are no options at all. */
  emptyText?: ReactNode;
  /** Form field name: a hidden input carries the value(s) for native form posts. */
  name?: string;
  id?: string;
  className?: string;
  /** Called when focus leaves the control (form libraries validate here). */
  onBlur?: () => void;
  onOpenChange?: (open: boolean) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  /** The focusable combobox element (a button, or the input when searchable). */
  ref?: Ref<HTMLButtonElement | HTMLInputElement>;
}

export interface SingleSelectProps<V extends SelectValue = SelectValue> extends SelectBaseProps<V> {
  multiple?: false;
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V | null, option: SelectOption<V> | null) => void;
}

export interface MultiSelectProps<V extends SelectValue = SelectValue> extends SelectBaseProps<V> {
  multiple: true;
  value?: readonly V[];
  defaultValue?: readonly V[];
  onChange?: (value: V[], options: SelectOption<V>[]) => void;
  /** Tags shown before the rest collapse into "+N" (default: all). */
  maxTagCount?: number;
}

export type SelectProps<V extends SelectValue = SelectValue> = SingleSelectProps<V> | MultiSelectProps<V>;

function toArray<V>(value: V | null | undefined | readonly V[]): V[] {
  if (value == null) return [];
  return Array.isArray(value) ? [...(value as readonly V[])] : [value as V];
}

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

  const [innerValue, setInnerValue] = useState<V[]>(() => toArray<V>(props.defaultValue));
  const selected = props.value !== undefined ? toArray<V>(props.value) : innerValue;
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

  const isSelected = (value: V) => selected.some((v) => Object.is(v, value));
  const selectedOptions = selected
    .map((v) => options.find((o) => Object.is(o.value, v)) ?? { label: String(v), value: v })
    .filter(Boolean);

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

  const commit = (next: V[]) => {
    if (props.value === undefined) setInnerValue(next);
    const chosen = next.map(
      (v) => options.find((o) => Object.is(o.value, v)) ?? { label: String(v), value: v },
    );
    if (props.multiple === true) props.onChange?.(next, chosen);
    else props.onChange?.(next[0] ?? null, chosen[0] ?? null);
  };

  const choose = (option: SelectOption<V> | undefined) => {
    if (!option || option.disabled) return;
    if (multiple) {
      const next = isSelected(option.value)
        ? selected.filter((v) => !Object.is(v, option.value))
        : [...selected, option.value];
      // Keep the order of the options so tags do not shuffle.
      const order = (v: V) => {
        const i = options.findIndex((o) => Object.is(o.value, v));
        return i < 0 ? Number.MAX_SAFE_INTEGER : i;
      };
      commit(next.sort((a, b) => order(a) - order(b)));
      if (query) setQuery(null);
    } else {
      commit([option.value]);
      setOpen(false);
    }
  };

  const removeValue = (value: V) => commit(selected.filter((v) => !Object.is(v, value)));

  const clear = (event: MouseEvent) => {
    event.stopPropagation();
    commit([]);
    setQuery(null);
    onSearch?.('');
    controlRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (disabled) return;
    const key = event.key;
    const list = visible;
    const move = (index: number) => {
      setKeyboardActive(true);
      setActive(index);
    };
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setKeyboardActive(true);
        if (event.altKey) return;
        // Opening with ↑ on an empty select-only combobox starts at the end.
        if (key === 'ArrowUp' && selected.length === 0) setActive(lastEnabled(list));
        return;
      }
      if (event.altKey && key === 'ArrowUp') {
        setOpen(false);
        return;
      }
      move(moveIndex(list, active, key === 'ArrowDown' ? 1 : -1));
      return;
    }
    if ((key === 'Home' || key === 'End') && open && !searchable) {
      event.preventDefault();
      move(key === 'Home' ? firstEnabled(list) : lastEnabled(list));
      return;
    }
    if ((key === 'PageDown' || key === 'PageUp') && open) {
      event.preventDefault();
      let i = active;
      for (let k = 0; k < 10; k++) i = moveIndex(list, i, key === 'PageDown' ? 1 : -1);
      move(i);
      return;
    }
    if (key === 'Enter' || (key === ' ' && !searchable)) {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setKeyboardActive(true);
      } else if (active >= 0) choose(list[active]);
      else setOpen(false);
      return;
    }
    if (key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
      } else if (searchable && query) {
        event.preventDefault();
        setQuery(null);
      }
      return;
    }
    if (key === 'Tab') {
      if (open) setOpen(false);
      return;
    }
    if (key === 'Backspace' && multiple && searchable && !query && selected.length > 0) {
      const last = selected[selected.length - 1];
      if (last !== undefined) removeValue(last);
      return;
    }
    if (!searchable && key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Type-ahead on the select-only combobox.
      const now = Date.now();
      const text = now - typed.current.at < 500 ? typed.current.text + key : key;
      typed.current = { text, at: now };
      const from = open
        ? active
        : options.findIndex((o) => selected.length > 0 && Object.is(o.value, selected[0]));
      const hit = typeahead(list, from, text);
      if (hit >= 0) {
        if (!open) setOpen(true);
        move(hit);
      }
    }
  };

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

  const ariaInvalid = props['aria-invalid'];
  const isInvalid = invalid || ariaInvalid === true || ariaInvalid === 'true';
  const singleLabel = !multiple ? selectedOptions[0]?.label : undefined;
  const hasValue = selected.length > 0;
  const activeId = open && active >= 0 && active < visible.length ? optionId(active) : undefined;
  const maxTags = props.multiple === true ? props.maxTagCount : undefined;
  const shownTags = maxTags != null ? selectedOptions.slice(0, maxTags) : selectedOptions;
  const hiddenTags = selectedOptions.length - shownTags.length;

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
    'aria-required': props['aria-required'] === true || props['aria-required'] === 'true' || undefined,
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
          {multiple
            ? shownTags.map((option) => (
                <Tag key={String(option.value)}>
                  <span>{option.label}</span>
                  {disabled ? null : (
                    <TagRemove
                      type="button"
                      data-part="remove"
                      // Keyboard users deselect in the list (or with Backspace); a tab stop per tag
                      // would make the field slow to pass.
                      tabIndex={-1}
                      aria-label={t('select.remove', { label: option.label })}
                      onClick={() => removeValue(option.value)}
                    >
                      <X aria-hidden="true" />
                    </TagRemove>
                  )}
                </Tag>
              ))
            : null}
          {hiddenTags > 0 ? <Tag>{t('select.more', { count: hiddenTags })}</Tag> : null}
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
          {/* The list is always in the DOM while open, so aria-controls resolves; notices sit beside it. */}
          <Listbox
            id={listboxId}
            role="listbox"
            aria-labelledby={props['aria-labelledby']}
            aria-label={props['aria-labelledby'] ? undefined : listLabel}
            aria-multiselectable={multiple || undefined}
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
          >
            {loading
              ? null
              : visible.map((option, index) => (
                  <Option
                    key={String(option.value)}
                    id={optionId(index)}
                    role="option"
                    aria-selected={isSelected(option.value)}
                    aria-disabled={option.disabled || undefined}
                    data-active={index === active ? '' : undefined}
                    data-keyboard={keyboardActive ? '' : undefined}
                    onMouseMove={() => {
                      if (active !== index && !option.disabled) {
                        setKeyboardActive(false);
                        setActive(index);
                      }
                    }}
                    onClick={() => choose(option)}
                  >
                    <span>{option.label}</span>
                    <Check aria-hidden="true" />
                  </Option>
                ))}
          </Listbox>
          {loading ? (
            <Notice>
              <Spinner size="small" />
            </Notice>
          ) : visible.length === 0 ? (
            <Notice role="status">
              {options.length === 0 ? (emptyText ?? t('select.noData')) : t('select.noMatch')}
            </Notice>
          ) : null}
        </PopupContent>
      </Popover.Portal>
    </Popover.Root>
  );
}

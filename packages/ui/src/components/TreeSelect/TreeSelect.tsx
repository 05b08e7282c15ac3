import * as Popover from '@radix-ui/react-popover';
import { type KeyboardEvent, type Ref, useId, useMemo, useRef, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { Search, X } from '../../icons';
import type { FieldAriaProps } from '../../utils/fieldAria';
import { focusLeaves } from '../../utils/focusLeaves';
import { useOwnRef } from '../../utils/ownRef';
import { Input } from '../Input';
import { FieldEnd } from '../Select/FieldEnd';
import { fieldPopupProps } from '../Select/fieldPopup';
import { ComboButton, Field, Placeholder, type SelectSize, Tag, TagRemove } from '../Select/Select.styles';
import { Tree } from '../Tree';
import { defaultGetKey, type GetKey, type TreeNode } from '../Tree/treeLogic';
import { Panel, Scroll, Wrapper } from './TreeSelect.styles';

export interface TreeSelectProps extends FieldAriaProps {
  data: readonly TreeNode[];
  /** Identity and value of a node (default: `key`, else `id`). */
  getKey?: GetKey;
  /** Several nodes with checkboxes (cascading); the value is then an array of keys. */
  multiple?: boolean;
  /** With `multiple`: each node is chosen on its own, a parent does not stand for its children. */
  checkStrictly?: boolean;
  value?: string | readonly string[] | null;
  defaultValue?: string | readonly string[] | null;
  /** A key (single) or the fully checked keys (multiple), and the half-checked ones. */
  onChange?: (value: string | string[] | null, info?: { halfChecked: string[] }) => void;
  loadChildren?: (node: TreeNode) => Promise<TreeNode[]>;
  /** A filter box above the tree. */
  searchable?: boolean;
  placeholder?: string;
  clearable?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  size?: SelectSize;
  /** Tags shown before "+N" (multiple; default 3). */
  maxTagCount?: number;
  defaultExpandedKeys?: readonly string[];
  id?: string;
  className?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

function toKeys(value: string | readonly string[] | null | undefined): string[] {
  if (value == null || value === '') return [];
  return typeof value === 'string' ? [value] : [...value];
}

/**
 * A combobox whose popup is a Tree: one node, or several with checkboxes (e.g. the menus of a
 * tenant package, labelled by `title`). Enter/↓/Space opens and focuses the tree; Esc or Tab
 * closes and returns to the field.
 */
export function TreeSelect({
  data,
  getKey = defaultGetKey,
  multiple = false,
  checkStrictly = false,
  value,
  defaultValue,
  onChange,
  loadChildren,
  searchable = false,
  placeholder,
  clearable = false,
  disabled = false,
  invalid,
  size = 'default',
  maxTagCount = 3,
  defaultExpandedKeys,
  id,
  className,
  onBlur,
  ref,
  ...aria
}: TreeSelectProps) {
  const { t } = useUiTranslation('ui');
  const generated = useId();
  const treeId = `${generated}-tree`;
  const [inner, setInner] = useState<string[]>(() => toKeys(defaultValue));
  const keys = value === undefined ? inner : toKeys(value);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const wrapperRef = useRef<HTMLDivElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const setButtonRef = useOwnRef(buttonRef, ref);
  const treeRef = useRef<{ focus: () => void } | null>(null);

  // Titles, parents and tree order of every known node (lazily loaded ones included).
  const [loadedInfo, setLoadedInfo] = useState<Map<string, { title: string; parent: string }>>(new Map());
  const known = useMemo(() => {
    const map = new Map<string, { title: string; parent: string | null; order: number }>();
    const walk = (nodes: readonly TreeNode[], parent: string | null) => {
      for (const n of nodes) {
        map.set(getKey(n), { title: n.title, parent, order: map.size });
        if (n.children) walk(n.children, getKey(n));
      }
    };
    walk(data, null);
    for (const [key, info] of loadedInfo) {
      if (!map.has(key)) map.set(key, { ...info, order: (map.get(info.parent)?.order ?? map.size) + 0.5 });
    }
    return map;
  }, [data, loadedInfo, getKey]);
  const titleOf = (key: string) => known.get(key)?.title ?? key;

  const commit = (next: string[], halfChecked: string[] = []) => {
    if (value === undefined) setInner(next);
    onChange?.(multiple ? next : (next[0] ?? null), multiple ? { halfChecked } : undefined);
  };

  const clear = () => {
    commit([]);
    buttonRef.current?.focus();
  };

  const openChange = (next: boolean) => {
    if (!next) setQuery('');
    setOpen(next);
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      openChange(true);
    }
  };

  const isInvalid = invalid || aria['aria-invalid'] === true;
  // A checked parent stands for its children (unless checked strictly): one tag for the branch, in
  // tree order.
  const chosen = new Set(keys);
  const tagKeys = keys
    .filter((k) => {
      const parent = known.get(k)?.parent;
      return checkStrictly || !(parent != null && chosen.has(parent));
    })
    .sort((a, b) => (known.get(a)?.order ?? Infinity) - (known.get(b)?.order ?? Infinity));
  const shownTags = tagKeys.slice(0, maxTagCount);
  return (
    <Wrapper
      ref={wrapperRef}
      className={className}
      onBlur={(event) => {
        if (!open && focusLeaves(event, panelRef)) onBlur?.();
      }}
    >
      <Popover.Root open={open} onOpenChange={openChange}>
        <Popover.Anchor asChild>
          <Field
            $size={size}
            $fullWidth
            data-open={open ? '' : undefined}
            data-invalid={isInvalid ? '' : undefined}
            data-disabled={disabled ? '' : undefined}
            onMouseDown={(event) => {
              if (disabled || event.button !== 0) return;
              if ((event.target as HTMLElement).closest('button[data-part]')) return;
              event.preventDefault();
              buttonRef.current?.focus();
              openChange(!open);
            }}
          >
            {multiple
              ? shownTags.map((key) => (
                  <Tag key={key}>
                    <span>{titleOf(key)}</span>
                    {disabled ? null : (
                      <TagRemove
                        type="button"
                        data-part="remove"
                        tabIndex={-1}
                        aria-label={t('select.remove', { label: titleOf(key) })}
                        onClick={() => {
                          // Removing a branch removes its known descendants too.
                          const gone = new Set([key]);
                          if (!checkStrictly)
                            for (const [k] of [...known].sort((a, b) => a[1].order - b[1].order)) {
                              const parent = known.get(k)?.parent;
                              if (parent != null && gone.has(parent)) gone.add(k);
                            }
                          commit(keys.filter((k) => !gone.has(k)));
                        }}
                      >
                        <X aria-hidden="true" />
                      </TagRemove>
                    )}
                  </Tag>
                ))
              : null}
            {multiple && tagKeys.length > shownTags.length ? (
              <Tag>{t('select.more', { count: tagKeys.length - shownTags.length })}</Tag>
            ) : null}
            <ComboButton
              ref={setButtonRef}
              id={id}
              type="button"
              role="combobox"
              aria-haspopup="tree"
              aria-expanded={open}
              aria-controls={open ? treeId : undefined}
              aria-label={aria['aria-label']}
              aria-labelledby={aria['aria-labelledby']}
              aria-describedby={aria['aria-describedby']}
              aria-required={aria['aria-required'] || undefined}
              aria-invalid={isInvalid || undefined}
              disabled={disabled}
              onKeyDown={onButtonKey}
            >
              {multiple ? (
                keys.length ? (
                  <Placeholder style={{ position: 'absolute', opacity: 0 }}>
                    {t('select.selectedCount', { count: keys.length })}
                  </Placeholder>
                ) : (
                  <Placeholder>{placeholder ?? t('tree.placeholder')}</Placeholder>
                )
              ) : keys[0] ? (
                titleOf(keys[0])
              ) : (
                <Placeholder>{placeholder ?? t('tree.placeholder')}</Placeholder>
              )}
            </ComboButton>
            <FieldEnd onClear={clearable && keys.length > 0 && !disabled ? clear : undefined} />
          </Field>
        </Popover.Anchor>
        <Popover.Portal>
          <Panel
            ref={panelRef}
            {...fieldPopupProps(wrapperRef)}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              treeRef.current?.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              buttonRef.current?.focus();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Tab') {
                event.preventDefault();
                openChange(false);
              }
            }}
          >
            {searchable ? (
              <Input
                size="small"
                prefix={<Search />}
                aria-label={t('tree.search')}
                placeholder={t('tree.search')}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowDown') {
                    event.preventDefault();
                    treeRef.current?.focus();
                  }
                }}
              />
            ) : null}
            <Scroll>
              <Tree
                ref={treeRef}
                id={treeId}
                autoFocus={!searchable}
                data={data}
                getKey={getKey}
                checkable={multiple}
                checkStrictly={checkStrictly}
                checkedKeys={multiple ? keys : undefined}
                selectedKey={multiple ? undefined : (keys[0] ?? null)}
                defaultExpandedKeys={defaultExpandedKeys}
                loadChildren={loadChildren}
                onLoaded={(parent, kids) =>
                  setLoadedInfo((m) => {
                    const next = new Map(m);
                    for (const k of kids) next.set(getKey(k), { title: k.title, parent: getKey(parent) });
                    return next;
                  })
                }
                filter={query}
                aria-label={aria['aria-label']}
                aria-labelledby={aria['aria-labelledby']}
                onCheck={(next, info) => commit(next, info.halfChecked)}
                onSelect={(key) => {
                  commit([key]);
                  openChange(false);
                }}
              />
            </Scroll>
          </Panel>
        </Popover.Portal>
      </Popover.Root>
    </Wrapper>
  );
}

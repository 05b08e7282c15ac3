import type { ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { Check } from '../../icons';
import { Spinner } from '../Spinner';
import { Listbox, Notice, Option } from './Select.styles';
import type { SelectOption, SelectValue } from './Select.types';

interface OptionListProps<V extends SelectValue> {
  id: string;
  /** All the options (none at all: `emptyText`) and the ones shown (none: no match). */
  options: readonly SelectOption<V>[];
  visible: readonly SelectOption<V>[];
  optionId: (index: number) => string;
  isSelected: (value: V) => boolean;
  active: number;
  /** The active option was reached by keyboard (it shows a focus ring). */
  keyboardActive: boolean;
  /** The pointer moved onto an enabled option. */
  onHover: (index: number) => void;
  onChoose: (option: SelectOption<V>) => void;
  multiple: boolean;
  loading: boolean;
  emptyText?: ReactNode;
  'aria-labelledby'?: string;
  'aria-label'?: string;
}

/**
 * The select's listbox and the notices beside it (loading, no data, no match). The list is always
 * in the DOM while open, so the combobox's aria-controls resolves.
 */
export function OptionList<V extends SelectValue>(props: OptionListProps<V>) {
  const { options, visible, active, loading } = props;
  const { t } = useUiTranslation('ui');
  return (
    <>
      <Listbox
        id={props.id}
        role="listbox"
        aria-labelledby={props['aria-labelledby']}
        aria-label={props['aria-labelledby'] ? undefined : props['aria-label']}
        aria-multiselectable={props.multiple || undefined}
        tabIndex={-1}
        onMouseDown={(event) => event.preventDefault()}
      >
        {loading
          ? null
          : visible.map((option, index) => (
              <Option
                key={String(option.value)}
                id={props.optionId(index)}
                role="option"
                aria-selected={props.isSelected(option.value)}
                aria-disabled={option.disabled || undefined}
                data-active={index === active ? '' : undefined}
                data-keyboard={props.keyboardActive ? '' : undefined}
                onMouseMove={() => {
                  if (active !== index && !option.disabled) props.onHover(index);
                }}
                onClick={() => props.onChoose(option)}
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
          {options.length === 0 ? (props.emptyText ?? t('select.noData')) : t('select.noMatch')}
        </Notice>
      ) : null}
    </>
  );
}

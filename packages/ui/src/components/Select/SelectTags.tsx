import { useUiTranslation } from '../../i18n/uiStrings';
import { X } from '../../icons';
import { Tag, TagRemove } from './Select.styles';
import type { SelectOption, SelectValue } from './Select.types';

interface SelectTagsProps<V extends SelectValue> {
  /** The chosen options in the options' order. */
  chosen: readonly SelectOption<V>[];
  /** Tags shown before the rest collapse into "+N" (default: all). */
  max?: number;
  disabled: boolean;
  onRemove: (value: V) => void;
}

/** A multiple select's chosen values as tags, each with its remove button, then "+N" for the rest. */
export function SelectTags<V extends SelectValue>({ chosen, max, disabled, onRemove }: SelectTagsProps<V>) {
  const { t } = useUiTranslation('ui');
  const shown = max != null ? chosen.slice(0, max) : chosen;
  const hidden = chosen.length - shown.length;
  return (
    <>
      {shown.map((option) => (
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
              onClick={() => onRemove(option.value)}
            >
              <X aria-hidden="true" />
            </TagRemove>
          )}
        </Tag>
      ))}
      {hidden > 0 ? <Tag>{t('select.more', { count: hidden })}</Tag> : null}
    </>
  );
}

import type { CrudColumn, CrudFormMode, CrudRule } from '../CrudTable/columns';
import { isEmptyValue } from '../CrudTable/columnValues';
import type { Translate } from '../CrudTable/useText';
import { isChosen } from './placeholder';

/** Whether a rule asks for a value in this form (`required: 'add'` only when adding). */
function requiredIn(rule: CrudRule, mode: CrudFormMode): boolean {
  return rule.required === 'add' ? mode === 'add' : Boolean(rule.required);
}

export function isRequired<T>(column: CrudColumn<T>, mode: CrudFormMode = 'add'): boolean {
  return (column.rules ?? []).some((rule) => requiredIn(rule, mode));
}

function lengthOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return String(value).length;
}

/** Whether a value is longer than a `max` rule of the column allows. */
export function exceedsMaxLength<T>(column: CrudColumn<T>, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  return (column.rules ?? []).some((rule) => rule.max != null && lengthOf(value) > rule.max);
}

/**
 * The react-hook-form `validate` function of a column: rules in order, the first failure wins.
 * `message` texts are translated when they are i18n keys (see `translate`).
 */
export function buildValidate<T>(
  column: CrudColumn<T>,
  label: string,
  t: Translate,
  translate: (text: string) => string = (text) => text,
  mode: CrudFormMode = 'add',
) {
  const rules: CrudRule[] = column.rules ?? [];
  const chosen = isChosen(column);
  return async (value: unknown, values: Record<string, unknown>): Promise<true | string> => {
    for (const rule of rules) {
      const own = rule.message ? translate(rule.message) : undefined;
      const empty = isEmptyValue(value);
      if (requiredIn(rule, mode) && empty) {
        return own ?? t(chosen ? 'crud.pleaseSelect' : 'crud.pleaseEnter', { label });
      }
      if (!empty) {
        if (rule.pattern) {
          rule.pattern.lastIndex = 0;
          if (!rule.pattern.test(String(value))) return own ?? t('crud.invalid', { label });
        }
        if (rule.min != null && lengthOf(value) < rule.min)
          return own ?? t('crud.tooShort', { label, min: rule.min });
        if (rule.max != null && lengthOf(value) > rule.max)
          return own ?? t('crud.tooLong', { label, max: rule.max });
        if (rule.minValue != null && Number(value) < rule.minValue)
          return own ?? t('crud.tooSmall', { label, min: rule.minValue });
        if (rule.maxValue != null && Number(value) > rule.maxValue)
          return own ?? t('crud.tooLarge', { label, max: rule.maxValue });
      }
      // Validators see empty values too (a phone check says "cannot be empty" itself).
      if (rule.validator) {
        const result = await rule.validator(value, values);
        if (typeof result === 'string' && result) return translate(result);
        if (result === false) return own ?? t('crud.invalid', { label });
      }
    }
    return true;
  };
}

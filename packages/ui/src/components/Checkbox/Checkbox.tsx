import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { isAriaTrue } from '../../utils/fieldAria';
import { focusLeaves } from '../../utils/focusLeaves';
import { Check, Minus } from '../../utils/formGlyphs';
import { useOwnRef } from '../../utils/ownRef';
import { Group, Root } from './Checkbox.styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  /** Mixed state ("some children selected"); shown as a dash and exposed as `aria-checked="mixed"`. */
  indeterminate?: boolean;
  /** Called with the new checked state and the native event (form libraries read either). */
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  invalid?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with the design system's look; the label is its children. */
export function Checkbox({
  indeterminate = false,
  onChange,
  invalid,
  children,
  className,
  style,
  disabled,
  ref,
  ...rest
}: CheckboxProps) {
  const inner = useRef<HTMLInputElement | null>(null);
  const setRefs = useOwnRef(inner, ref);
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const textId = useId();
  const isInvalid = invalid || isAriaTrue(rest['aria-invalid']);
  // Labelled from outside (a FormItem's label) and by its own text: name it by both.
  const labelledBy = rest['aria-labelledby'];
  const ownText = children != null ? textId : undefined;
  return (
    <Root className={className} style={style} data-disabled={disabled ? '' : undefined}>
      <input
        ref={setRefs}
        type="checkbox"
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.checked, event)}
        {...rest}
        aria-labelledby={labelledBy ? [labelledBy, ownText].filter(Boolean).join(' ') : undefined}
        aria-invalid={isInvalid || undefined}
      />
      <span aria-hidden="true">
        {/* Only the mark it can show (the styles reveal it once checked or mixed): a table's
            first render draws one checkbox a row, and each icon is an SVG of its own. */}
        {indeterminate ? <Minus className="bc-dash" /> : <Check className="bc-check" />}
      </span>
      {children != null ? <span id={textId}>{children}</span> : null}
    </Root>
  );
}

export type CheckboxValue = string | number;

export interface CheckboxOption<V extends CheckboxValue = CheckboxValue> {
  label: ReactNode;
  value: V;
  disabled?: boolean;
}

export interface CheckboxGroupProps<V extends CheckboxValue = CheckboxValue> {
  options: readonly CheckboxOption<V>[];
  value?: readonly V[];
  defaultValue?: readonly V[];
  /** Called with the checked values, in the order of `options`. */
  onChange?: (value: V[]) => void;
  onBlur?: () => void;
  /** Adds a "select all" checkbox (with the mixed state) before the options. */
  checkAll?: boolean;
  direction?: 'horizontal' | 'vertical';
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
  invalid?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** Several checkboxes for one multi-valued field, as a labelled group. */
export function CheckboxGroup<V extends CheckboxValue = CheckboxValue>({
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  checkAll = false,
  direction = 'horizontal',
  disabled = false,
  name,
  invalid,
  'aria-invalid': ariaInvalid,
  'aria-required': _ariaRequired,
  ref,
  ...rest
}: CheckboxGroupProps<V>) {
  const { t } = useUiTranslation('ui');
  const [inner, setInner] = useState<readonly V[]>(defaultValue ?? []);
  const selected = value ?? inner;
  const set = (next: V[]) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };
  const toggle = (v: V, checked: boolean) => {
    const chosen = new Set(selected);
    if (checked) chosen.add(v);
    else chosen.delete(v);
    set(options.filter((o) => chosen.has(o.value)).map((o) => o.value));
  };
  const enabled = options.filter((o) => !o.disabled);
  const allOn = enabled.length > 0 && enabled.every((o) => selected.includes(o.value));
  const someOn = !allOn && enabled.some((o) => selected.includes(o.value));
  const isInvalid = invalid || ariaInvalid === true;
  return (
    <Group
      ref={ref}
      role="group"
      $direction={direction}
      onBlur={(event) => {
        if (focusLeaves(event)) onBlur?.();
      }}
      {...rest}
    >
      {checkAll ? (
        <Checkbox
          checked={allOn}
          indeterminate={someOn}
          disabled={disabled}
          onChange={(checked) => {
            const locked = options
              .filter((o) => o.disabled && selected.includes(o.value))
              .map((o) => o.value);
            const keep = new Set<V>(checked ? [...locked, ...enabled.map((o) => o.value)] : locked);
            set(options.filter((o) => keep.has(o.value)).map((o) => o.value));
          }}
        >
          {t('checkbox.checkAll')}
        </Checkbox>
      ) : null}
      {options.map((option) => (
        <Checkbox
          key={String(option.value)}
          name={name}
          value={String(option.value)}
          checked={selected.includes(option.value)}
          disabled={disabled || option.disabled}
          invalid={isInvalid}
          onChange={(checked) => toggle(option.value, checked)}
        >
          {option.label}
        </Checkbox>
      ))}
    </Group>
  );
}

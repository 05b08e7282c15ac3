import { type InputHTMLAttributes, type KeyboardEvent, type Ref, useEffect, useRef, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { ChevronDown, ChevronUp } from '../../icons';
import { Input, type InputSize } from '../Input';
import { StepButton, Stepper } from './NumberInput.styles';
import { formatNumber, type NumberBounds, parseNumber, stepBy } from './numberLogic';

/** Steps per key: the arrows move one step, Page Up/Down ten (the spinbutton keys of WAI-ARIA). */
const STEP_KEYS: Partial<Record<string, number>> = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 };

export interface NumberInputProps
  extends Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'value' | 'defaultValue' | 'onChange' | 'size' | 'prefix' | 'min' | 'max' | 'step'
    >,
    NumberBounds {
  value?: number | null;
  defaultValue?: number | null;
  /** Called with the committed number (null when emptied): on each step, and on blur/Enter after typing. */
  onChange?: (value: number | null) => void;
  size?: InputSize;
  /** Hide the up/down buttons (the keyboard still steps). */
  controls?: boolean;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A number field (WAI-ARIA spinbutton): ↑/↓ step, PageUp/PageDown step ×10, Home/End go to
 * min/max. Typing is free; the text is parsed, clamped and rounded when committed (blur or Enter).
 */
export function NumberInput({
  value,
  defaultValue = null,
  onChange,
  min,
  max,
  step = 1,
  precision,
  size,
  controls = true,
  disabled,
  readOnly,
  onBlur,
  onKeyDown,
  ref,
  ...rest
}: NumberInputProps) {
  const { t } = useUiTranslation('ui');
  const bounds: NumberBounds = { min, max, step, precision };
  const [inner, setInner] = useState<number | null>(defaultValue);
  const current = value === undefined ? inner : value;
  const [text, setText] = useState(() => formatNumber(current, bounds));
  const editing = useRef(false);

  // Outside changes (a form reset, another control) show up unless the user is typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-format only when the number changes
  useEffect(() => {
    if (!editing.current) setText(formatNumber(current, bounds));
  }, [current, precision]);

  const set = (next: number | null) => {
    setText(formatNumber(next, bounds));
    if (Object.is(next, current)) return;
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  const commit = () => {
    editing.current = false;
    const parsed = parseNumber(text, bounds);
    if (parsed !== null && Number.isNaN(parsed)) setText(formatNumber(current, bounds));
    else set(parsed);
  };

  const stepTimes = (times: number) => {
    if (disabled || readOnly) return;
    editing.current = false;
    const parsed = parseNumber(text, bounds);
    const base = parsed === null || Number.isNaN(parsed) ? current : parsed;
    set(stepBy(base, times, bounds));
  };

  const handleKey = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const steps = STEP_KEYS[event.key];
    let action: (() => void) | undefined;
    if (steps != null) action = () => stepTimes(steps);
    else if (event.key === 'Home' && min != null) action = () => set(min);
    else if (event.key === 'End' && max != null) action = () => set(max);
    else if (event.key === 'Enter') {
      commit();
      return;
    }
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <Input
      ref={ref}
      {...rest}
      size={size}
      type="text"
      inputMode={precision === 0 || (precision == null && Number.isInteger(step)) ? 'numeric' : 'decimal'}
      role="spinbutton"
      aria-valuenow={current ?? undefined}
      aria-valuemin={min}
      aria-valuemax={max}
      autoComplete="off"
      disabled={disabled}
      readOnly={readOnly}
      value={text}
      onChange={(event) => {
        editing.current = true;
        setText(event.target.value);
      }}
      onBlur={(event) => {
        commit();
        onBlur?.(event);
      }}
      onKeyDown={handleKey}
      suffix={
        controls && !readOnly ? (
          <Stepper>
            <StepButton
              type="button"
              tabIndex={-1}
              aria-label={t('numberInput.increase')}
              disabled={disabled || (max != null && current != null && current >= max)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => stepTimes(1)}
            >
              <ChevronUp aria-hidden="true" />
            </StepButton>
            <StepButton
              type="button"
              tabIndex={-1}
              aria-label={t('numberInput.decrease')}
              disabled={disabled || (min != null && current != null && current <= min)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => stepTimes(-1)}
            >
              <ChevronDown aria-hidden="true" />
            </StepButton>
          </Stepper>
        ) : undefined
      }
    />
  );
}

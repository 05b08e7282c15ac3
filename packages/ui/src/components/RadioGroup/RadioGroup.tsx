import { type ReactNode, type Ref, useId, useState } from 'react';
import type { FieldAriaProps } from '../../utils/fieldAria';
import { focusLeaves } from '../../utils/focusLeaves';
import { ButtonText, Dot, Group, Item, NativeRadio } from './RadioGroup.styles';

export type RadioValue = string | number | boolean;

export interface RadioOption<V extends RadioValue = RadioValue> {
  label: ReactNode;
  value: V;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends RadioValue = RadioValue> extends FieldAriaProps {
  options: readonly RadioOption<V>[];
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V) => void;
  onBlur?: () => void;
  /** `button`: a segmented control. */
  optionType?: 'default' | 'button';
  direction?: 'horizontal' | 'vertical';
  disabled?: boolean;
  invalid?: boolean;
  /** Name of the radios (generated when omitted; one group = one name, so arrows move within it). */
  name?: string;
  id?: string;
  className?: string;
  /** The first radio (form libraries focus it on an error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * One choice among a few (WAI-ARIA radio group, with native radios): Tab enters the group at the
 * checked radio, arrow keys move and select, Space selects.
 */
export function RadioGroup<V extends RadioValue = RadioValue>({
  options,
  value,
  defaultValue = null,
  onChange,
  onBlur,
  optionType = 'default',
  direction = 'horizontal',
  disabled = false,
  invalid,
  name,
  id,
  className,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  ref,
  ...aria
}: RadioGroupProps<V>) {
  const generated = useId();
  const groupName = name ?? `${generated}-radio`;
  const [inner, setInner] = useState<V | null>(defaultValue);
  const current = value === undefined ? inner : value;
  const isInvalid = invalid || ariaInvalid === true;
  const buttons = optionType === 'button';
  return (
    <Group
      role="radiogroup"
      id={id}
      className={className}
      aria-required={ariaRequired || undefined}
      aria-invalid={isInvalid || undefined}
      $direction={direction}
      $buttons={buttons}
      onBlur={(event) => {
        if (focusLeaves(event)) onBlur?.();
      }}
      {...aria}
    >
      {options.map((option, index) => {
        const off = disabled || option.disabled;
        return (
          <Item key={String(option.value)} data-disabled={off ? '' : undefined}>
            <NativeRadio
              ref={index === 0 ? ref : undefined}
              type="radio"
              name={groupName}
              value={String(option.value)}
              checked={current !== null && Object.is(current, option.value)}
              disabled={off}
              onChange={() => {
                if (value === undefined) setInner(option.value);
                onChange?.(option.value);
              }}
            />
            {buttons ? (
              <ButtonText>{option.label}</ButtonText>
            ) : (
              <>
                <Dot aria-hidden="true" />
                <span>{option.label}</span>
              </>
            )}
          </Item>
        );
      })}
    </Group>
  );
}

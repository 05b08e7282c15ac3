import { FormField, Input, Textarea } from '@blade-console/ui';
import type { HTMLAttributes } from 'react';
import { NativeSelect, type NativeSelectProps } from '../NativeSelect';

export interface TextFieldProps {
  /** Id and name of the control. */
  name: string;
  label: string;
  required?: boolean;
  /** The message shown at the field (already in the visitor's language). */
  error?: string;
  value: string;
  onChange: (value: string) => void;
  /** Called when the visitor leaves the field (its message may show from then on). */
  onLeave?: () => void;
  type?: 'text' | 'tel' | 'email' | 'date' | 'number';
  multiline?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  min?: string;
  step?: string;
  /** A choice among these (the browser's own select) instead of typed text. */
  options?: NativeSelectProps['options'];
}

/** The control of a mainland mobile number (11 digits, the phone's number pad). */
export const MOBILE_INPUT = {
  type: 'tel',
  inputMode: 'numeric',
  maxLength: 11,
} as const satisfies Partial<TextFieldProps>;

/** A labelled text input (or textarea, or select) of a public form, with its message under it. */
export function TextField({
  name,
  label,
  required = false,
  error,
  value,
  onChange,
  onLeave,
  type = 'text',
  multiline = false,
  options,
  ...control
}: TextFieldProps) {
  const common = {
    id: name,
    name,
    value,
    required,
    invalid: Boolean(error),
    onBlur: onLeave,
  };
  return (
    <FormField label={label} required={required} error={error} htmlFor={name}>
      {options ? (
        <NativeSelect
          id={name}
          name={name}
          value={value}
          required={required}
          aria-invalid={Boolean(error) || undefined}
          options={options}
          onBlur={onLeave}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : multiline ? (
        <Textarea
          {...common}
          rows={4}
          maxLength={control.maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Input {...common} {...control} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
    </FormField>
  );
}

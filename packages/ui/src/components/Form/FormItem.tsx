import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import {
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type RegisterOptions,
  useController,
  useFormContext,
} from 'react-hook-form';
import { useUiTranslation } from '../../i18n/uiStrings';
import { joinIds } from '../../utils/fieldAria';
import { Checkbox } from '../Checkbox';
import { FieldFrame } from '../FormField/FieldFrame';
import { Input } from '../Input';
import { Switch } from '../Switch';
import { Textarea } from '../Textarea';
import { type FormLayout, useFormLayout } from './Form';
import { requiredRule } from './validation';

/** What a FormItem hands its control: value, change, blur, ref, and the label/message wiring. */
export interface FormItemControlProps {
  id: string;
  name: string;
  value?: unknown;
  checked?: boolean;
  onChange: (...event: unknown[]) => void;
  onBlur: () => void;
  ref: ControllerRenderProps['ref'];
  disabled?: boolean;
  'aria-labelledby': string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

type Rules<T extends FieldValues, N extends FieldPath<T>> = Omit<
  RegisterOptions<T, N>,
  'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'
>;

export interface FormItemProps<T extends FieldValues = FieldValues, N extends FieldPath<T> = FieldPath<T>> {
  /** Field path in the form values. */
  name: N;
  label: ReactNode;
  /**
   * Required field: `true` uses the generic message, a string is the message (e.g. '请输入参数名称').
   * "Empty" follows SPEC §5: null, undefined, '', [] and {} (0 and false are values).
   */
  required?: boolean | string;
  /** Other react-hook-form rules (pattern, minLength, validate…). */
  rules?: Rules<T, N>;
  defaultValue?: FieldPathValue<T, N>;
  /** Help text shown while there is no error. */
  message?: ReactNode;
  /** Which prop carries the value; default: `checked` for Checkbox/Switch, else `value`. */
  valuePropName?: 'value' | 'checked';
  disabled?: boolean;
  layout?: FormLayout;
  labelWidth?: string;
  className?: string;
  /**
   * The control: an element (Input, Select, DatePicker, TreeSelect, Upload…) that receives
   * `FormItemControlProps` merged into its props, or a function that places them itself.
   */
  children: ReactElement | ((control: FormItemControlProps, state: ControllerFieldState) => ReactNode);
}

/**
 * One field of a `Form`: label (with the required mark), the control wired to react-hook-form's
 * `Controller`, and the validation message (announced politely when it appears).
 */
export function FormItem<T extends FieldValues = FieldValues, N extends FieldPath<T> = FieldPath<T>>({
  name,
  label,
  required = false,
  rules,
  defaultValue,
  message,
  valuePropName,
  disabled,
  layout,
  labelWidth,
  className,
  children,
}: FormItemProps<T, N>) {
  const { t } = useUiTranslation('ui');
  const context = useFormLayout();
  const form = useFormContext<T>();
  const base = useId();
  const id = `${base}-control`;
  const labelId = `${base}-label`;
  const messageId = `${base}-message`;

  const requiredMessage = typeof required === 'string' ? required : t('form.required');
  const validate = rules?.validate;
  const composed: Rules<T, N> = required
    ? {
        ...rules,
        // Required first: the first failing rule is the message shown.
        validate: {
          required: requiredRule(requiredMessage),
          ...(typeof validate === 'function' ? { custom: validate } : (validate ?? {})),
        },
      }
    : (rules ?? {});

  const { field, fieldState } = useController<T, N>({
    name,
    control: form.control,
    rules: composed,
    defaultValue,
    disabled,
  });

  const error = fieldState.error?.message;
  const hasError = fieldState.invalid;
  const shown = hasError ? error || t('form.required') : message;

  const element = isValidElement(children) ? children : null;
  const type = element?.type;
  const prop = valuePropName ?? (type === Checkbox || type === Switch ? 'checked' : 'value');
  // Text inputs need a string: `undefined` would switch them to uncontrolled.
  const value = type === Input || type === Textarea ? (field.value ?? '') : field.value;

  const control: FormItemControlProps = {
    id,
    name: field.name,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    disabled: field.disabled,
    'aria-labelledby': labelId,
    'aria-describedby': shown ? messageId : undefined,
    'aria-invalid': hasError || undefined,
    'aria-required': required ? true : undefined,
    ...(prop === 'checked' ? { checked: Boolean(field.value) } : { value }),
  };

  let content: ReactNode;
  if (typeof children === 'function') content = children(control, fieldState);
  else if (element) {
    const own = element.props as { 'aria-describedby'?: string; disabled?: boolean };
    content = cloneElement(element, {
      ...control,
      disabled: own.disabled || control.disabled,
      'aria-describedby': joinIds(own['aria-describedby'], control['aria-describedby']),
    } as Record<string, unknown>);
  }

  return (
    <FieldFrame
      layout={layout ?? context.layout}
      labelWidth={labelWidth ?? context.labelWidth}
      className={className}
      label={label}
      labelId={labelId}
      controlId={id}
      required={Boolean(required)}
      message={{ id: messageId, shown, hasError }}
    >
      {content}
    </FieldFrame>
  );
}

import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useRef,
  useState,
} from 'react';
import { useBootTranslation } from '../../i18n/translation';
import { isAriaTrue } from '../../utils/fieldAria';
import { CircleX, Eye, EyeOff } from '../../utils/formGlyphs';
import { useOwnRef } from '../../utils/ownRef';
import { Adornment, Field, IconButton, type InputSize, NativeInput } from './Input.styles';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  size?: InputSize;
  /** Content before the text, usually an icon. */
  prefix?: ReactNode;
  /** Content after the text, usually an icon or a unit. */
  suffix?: ReactNode;
  /** Shows a clear button while there is a value. */
  clearable?: boolean;
  /** Called after the clear button emptied the field (an `onChange` with '' fires too). */
  onClear?: () => void;
  /** Marks the value as invalid: danger border and `aria-invalid`. */
  invalid?: boolean;
  /** `type="password"` gets a show/hide toggle unless this is false. */
  revealable?: boolean;
  /** Stretch to the container (default true; false gives a 240px field). */
  fullWidth?: boolean;
  /** Class/style of the outer field (the props without this prefix go to the <input>). */
  fieldClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Sets a value the way typing does, so React's onChange (and form libraries) see it. */
function setNativeValue(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A text field with optional adornments, clear button and password reveal. */
export function Input({
  size = 'default',
  prefix,
  suffix,
  clearable = false,
  onClear,
  invalid = false,
  revealable = true,
  fullWidth = true,
  fieldClassName,
  type = 'text',
  disabled,
  readOnly,
  value,
  defaultValue,
  onChange,
  ref,
  ...rest
}: InputProps) {
  const { t } = useBootTranslation();
  const inner = useRef<HTMLInputElement | null>(null);
  const setRefs = useOwnRef(inner, ref);
  const [revealed, setRevealed] = useState(false);
  // Uncontrolled inputs: track emptiness ourselves to know when the clear button applies.
  const [uncontrolledFilled, setUncontrolledFilled] = useState(
    defaultValue != null && String(defaultValue) !== '',
  );
  const filled = value !== undefined ? value != null && String(value) !== '' : uncontrolledFilled;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (value === undefined) setUncontrolledFilled(event.target.value !== '');
    onChange?.(event);
  };

  const clear = () => {
    const input = inner.current;
    if (!input) return;
    setNativeValue(input, '');
    input.focus();
    onClear?.();
  };

  // FormField wires `aria-invalid` directly; honour it like the `invalid` prop.
  const isInvalid = invalid || isAriaTrue(rest['aria-invalid']);
  const isPassword = type === 'password';
  const showClear = clearable && filled && !disabled && !readOnly;
  return (
    <Field
      $size={size}
      $fullWidth={fullWidth}
      className={fieldClassName}
      data-invalid={isInvalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      {prefix ? <Adornment>{prefix}</Adornment> : null}
      <NativeInput
        ref={setRefs}
        type={isPassword && revealed ? 'text' : type}
        disabled={disabled}
        readOnly={readOnly}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        {...rest}
        aria-invalid={isInvalid || undefined}
      />
      {showClear ? (
        <IconButton type="button" aria-label={t('input.clear')} onClick={clear}>
          <CircleX aria-hidden="true" />
        </IconButton>
      ) : null}
      {isPassword && revealable && !disabled ? (
        <IconButton
          type="button"
          aria-label={revealed ? t('input.hidePassword') : t('input.showPassword')}
          aria-pressed={revealed}
          onClick={() => setRevealed((r) => !r)}
        >
          {revealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </IconButton>
      ) : null}
      {suffix ? <Adornment>{suffix}</Adornment> : null}
    </Field>
  );
}

import { type ButtonHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { isAriaTrue } from '../../utils/fieldAria';
import { Spinner } from '../Spinner';
import { Inner, Thumb, Track } from './Switch.styles';

export interface SwitchProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'value' | 'defaultValue'> {
  checked?: boolean;
  defaultChecked?: boolean;
  /** Called with the new state. */
  onChange?: (checked: boolean) => void;
  /** Shows a spinner in the thumb and ignores clicks (e.g. while the change is saved). */
  loading?: boolean;
  size?: 'small' | 'default';
  /** Short text inside the track, e.g. "是"/"否". Visual only: the state is `aria-checked`. */
  checkedChildren?: ReactNode;
  uncheckedChildren?: ReactNode;
  invalid?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** An on/off toggle (WAI-ARIA switch): Space or Enter toggles. Needs a label (FormField or aria-label). */
export function Switch({
  checked,
  defaultChecked = false,
  onChange,
  loading = false,
  size = 'default',
  checkedChildren,
  uncheckedChildren,
  disabled,
  invalid,
  onClick,
  ref,
  ...rest
}: SwitchProps) {
  const [inner, setInner] = useState(defaultChecked);
  const on = checked ?? inner;
  const isInvalid = invalid || isAriaTrue(rest['aria-invalid']);
  return (
    <Track
      ref={ref}
      type="button"
      role="switch"
      aria-checked={on}
      aria-busy={loading || undefined}
      disabled={disabled}
      $small={size === 'small'}
      onClick={(event) => {
        onClick?.(event);
        if (loading || event.defaultPrevented) return;
        if (checked === undefined) setInner(!on);
        onChange?.(!on);
      }}
      {...rest}
      aria-invalid={isInvalid || undefined}
    >
      <Thumb>{loading ? <Spinner size="100%" decorative /> : null}</Thumb>
      {on ? (
        checkedChildren != null ? (
          <Inner aria-hidden="true">{checkedChildren}</Inner>
        ) : null
      ) : uncheckedChildren != null ? (
        <Inner aria-hidden="true">{uncheckedChildren}</Inner>
      ) : null}
    </Track>
  );
}

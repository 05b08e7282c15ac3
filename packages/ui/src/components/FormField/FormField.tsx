import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import { joinIds } from '../../utils/fieldAria';
import { FieldFrame } from './FieldFrame';

/** Props FormField gives its control; spread them on any input-like element. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Id of the control; generated when omitted (and given to the control). */
  htmlFor?: string;
  /** Shows the required mark and sets `aria-required` on the control. */
  required?: boolean;
  /** Validation message; shown in the danger colour and sets `aria-invalid` on the control. */
  error?: ReactNode;
  /** Help text below the control (hidden while an error is shown). */
  message?: ReactNode;
  /** Default vertical. */
  layout?: 'vertical' | 'horizontal';
  /** Label column width in the horizontal layout (default 120px). */
  labelWidth?: string;
  className?: string;
  /**
   * The control. A single element receives `id`, `aria-describedby`, `aria-invalid` and
   * `aria-required` (merged with its own); a function receives them to place as it likes.
   */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
}

/** Label, control and message, wired together for assistive technology. */
export function FormField({ htmlFor, required = false, error, message, children, ...frame }: FormFieldProps) {
  const generated = useId();
  const id = htmlFor ?? `${generated}-control`;
  const messageId = `${id}-message`;
  const hasError = error != null && error !== false && error !== '';
  const shown = hasError ? error : message;

  const control: FieldControlProps = {
    id,
    'aria-describedby': shown ? messageId : undefined,
    'aria-invalid': hasError || undefined,
    'aria-required': required || undefined,
  };

  let content: ReactNode;
  if (typeof children === 'function') {
    content = children(control);
  } else if (isValidElement(children)) {
    const own = children.props;
    content = cloneElement(children, {
      ...control,
      id: own.id ?? id,
      'aria-describedby': joinIds(own['aria-describedby'], control['aria-describedby']),
      'aria-invalid': own['aria-invalid'] ?? control['aria-invalid'],
    });
  } else {
    content = children;
  }

  return (
    <FieldFrame {...frame} controlId={id} required={required} message={{ id: messageId, shown, hasError }}>
      {content}
    </FieldFrame>
  );
}

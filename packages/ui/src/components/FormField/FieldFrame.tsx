import type { ReactNode } from 'react';
import { Control, Label, LabelRow, Message, MessageSlot, RequiredMark, Root } from './FormField.styles';

/** The line under a field's control. */
export interface FieldMessage {
  /** Id of its element (the control's `aria-describedby` names it while something is shown). */
  id: string;
  /** The error or the help text; nothing shown when empty. */
  shown: ReactNode;
  hasError: boolean;
}

export interface FieldFrameProps {
  /** Default vertical. */
  layout?: 'vertical' | 'horizontal';
  /** Label column width in the horizontal layout (default 120px). */
  labelWidth?: string;
  className?: string;
  label: ReactNode;
  /** Id of the label element (FormItem names its control by it); none for FormField. */
  labelId?: string;
  /** Id of the control the label is for. */
  controlId: string;
  required: boolean;
  message: FieldMessage;
  /** The control, already wired to the label and message. */
  children: ReactNode;
}

/**
 * Label row, control and message of a form field, as FormField and Form's FormItem both lay them out
 * (each wires its control itself: plain props for FormField, react-hook-form for FormItem).
 */
export function FieldFrame({
  layout = 'vertical',
  labelWidth = '120px',
  className,
  label,
  labelId,
  controlId,
  required,
  message: { id: messageId, shown, hasError },
  children,
}: FieldFrameProps) {
  return (
    <Root $layout={layout} $labelWidth={labelWidth} className={className}>
      <LabelRow $layout={layout}>
        <Label id={labelId} htmlFor={controlId}>
          {/* The mark is visual; the control's aria-required tells assistive technology. */}
          {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
          {label}
        </Label>
      </LabelRow>
      <Control $layout={layout}>
        {children}
        {/* Polite live region: a newly shown validation error is read out without stealing focus. */}
        <MessageSlot aria-live="polite">
          {shown ? (
            <Message id={messageId} $tone={hasError ? 'error' : 'hint'}>
              {shown}
            </Message>
          ) : null}
        </MessageSlot>
      </Control>
    </Root>
  );
}

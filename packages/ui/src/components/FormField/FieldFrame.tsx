import type { ReactNode } from 'react';
import { Control, Label, LabelRow, Message, MessageSlot, RequiredMark, Root } from './FormField.styles';

export interface FieldFrameProps {
  layout: 'vertical' | 'horizontal';
  /** Label column width in the horizontal layout. */
  labelWidth: string;
  className?: string;
  label: ReactNode;
  /** Id of the label element (FormItem names its control by it); none for FormField. */
  labelId?: string;
  /** Id of the control the label is for. */
  controlId: string;
  required: boolean;
  /** The error or the help text under the control; nothing shown when empty. */
  shown: ReactNode;
  messageId: string;
  hasError: boolean;
  /** The control, already wired to the label and message. */
  children: ReactNode;
}

/**
 * Label row, control and message of a form field, as FormField and Form's FormItem both lay them out
 * (each wires its control itself: plain props for FormField, react-hook-form for FormItem).
 */
export function FieldFrame({
  layout,
  labelWidth,
  className,
  label,
  labelId,
  controlId,
  required,
  shown,
  messageId,
  hasError,
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

import type { ReactNode, Ref } from 'react';
import type { FieldAriaProps } from '../../utils/fieldAria';
import { focusLeaves } from '../../utils/focusLeaves';
import { acceptAttribute, type FileRules } from './fileRules';
import { HiddenInput, Root } from './Upload.styles';
import type { RefusedMessage } from './useUploader';

/** The props Upload and AvatarUpload share: the file rules, the field's aria and the picker button. */
export interface UploadFieldProps extends FileRules, FieldAriaProps {
  /** Says why a file was refused (default: the built-in jpg/png and size messages). */
  refusedMessage?: RefusedMessage;
  /**
   * Told when the first file starts uploading (true) and when the last one is done (false): a form
   * can hold a save asked meanwhile until the link is there.
   */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
  id?: string;
  className?: string;
  onBlur?: () => void;
}

/**
 * The group around an upload's picker, hint and messages: named by the field's label, and calling
 * `onBlur` only when focus leaves the whole group (as every composite control does).
 */
export function UploadGroup({
  className,
  aria,
  onBlur,
  children,
}: {
  className: string | undefined;
  aria: FieldAriaProps;
  onBlur: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <Root
      role="group"
      className={className}
      aria-label={aria['aria-label']}
      aria-labelledby={aria['aria-labelledby']}
      onBlur={(event) => {
        if (focusLeaves(event)) onBlur?.();
      }}
    >
      {children}
    </Root>
  );
}

/**
 * The native file input the picker button clicks: hidden, out of the tab order, accepting what the
 * rules allow; hands on the chosen files and clears itself so the same file can be chosen again
 * (after a refusal or a failure, say).
 */
export function FileInput({
  ref,
  rules,
  multiple,
  disabled,
  onFiles,
}: {
  ref: Ref<HTMLInputElement>;
  rules: FileRules;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <HiddenInput
      ref={ref}
      type="file"
      tabIndex={-1}
      aria-hidden="true"
      accept={acceptAttribute(rules)}
      multiple={multiple}
      disabled={disabled}
      onChange={(event) => {
        const files = [...(event.target.files ?? [])];
        event.target.value = '';
        onFiles(files);
      }}
    />
  );
}

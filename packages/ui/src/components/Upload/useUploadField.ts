import { type ReactNode, useId, useRef, useState } from 'react';
import { joinIds } from '../../utils/fieldAria';
import type { UploadFieldProps } from './UploadFrame';
import { useBusySignal } from './useBusySignal';
import { type UploaderOptions, useUploader } from './useUploader';

export interface UploadFieldOptions extends Pick<UploaderOptions, 'onUpload' | 'onUploaded' | 'room'> {
  /** The component's hint prop: false means no hint, so the picker is not described by one. */
  hint: ReactNode | false | undefined;
}

/**
 * The field around Upload's and AvatarUpload's picker: splits the shared props into the file
 * rules, the group's props and the picker's aria, runs the uploader, and keeps the ids of the hint
 * and the errors that describe the picker — so both pickers wire assistive technology alike.
 */
export function useUploadField(
  {
    types,
    extensions,
    maxSize,
    refusedMessage,
    disabled = false,
    id,
    className,
    onBlur,
    onBusyChange,
    ...aria
  }: UploadFieldProps,
  { hint, onUpload, onUploaded, room }: UploadFieldOptions,
) {
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [over, setOver] = useState(false);
  const rules = { types, extensions, maxSize };
  const uploader = useUploader({ ...rules, onUpload, onUploaded, room, refusedMessage });
  const busy = uploader.pending.length > 0;
  useBusySignal(busy, onBusyChange);
  return {
    id,
    disabled,
    rules,
    uploader,
    busy,
    inputRef,
    /** A file is dragged over the drop target. */
    over,
    setOver,
    hintId,
    errorId,
    describedBy: joinIds(
      aria['aria-describedby'],
      hint !== false && hintId,
      uploader.errors.length > 0 && errorId,
    ),
    invalid: aria['aria-invalid'] || undefined,
    /** The props of UploadGroup. */
    group: { className, aria, onBlur },
  };
}

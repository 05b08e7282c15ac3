import { type DragEvent, type ReactNode, type Ref, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { Plus } from '../../icons';
import { Spinner } from '../Spinner';
import { AvatarButton, Overlay } from './Upload.styles';
import { FileInput, type UploadFieldProps, UploadGroup } from './UploadFrame';
import { UploadErrors, UploadHint } from './UploadMessages';
import { useUploadField } from './useUploadField';

export interface AvatarUploadProps extends UploadFieldProps {
  /** Link of the current avatar. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (link: string | null) => void;
  /** Sends the image; resolves to its link. */
  onUpload: (file: File) => Promise<string>;
  /** Pixels (default 100). */
  size?: number;
  shape?: 'round' | 'square';
  /** Default "jpg/png up to 500 KB" (SPEC §5); false hides it. */
  hint?: ReactNode | false;
  /**
   * What the picture is, as the field names it (a carousel's 图片, a news item's 封面): the button
   * reads 上传… / 更换… with it and the image is named by it. Default: an avatar.
   */
  subject?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The avatar picker of the personal info page: shows the image, accepts jpg/png up to 500 KB (by
 * click or drop), says why a file was refused, and uploads through `onUpload`.
 */
export function AvatarUpload({
  value,
  defaultValue = null,
  onChange,
  onUpload,
  size = 100,
  shape = 'square',
  hint,
  subject,
  ref,
  ...props
}: AvatarUploadProps) {
  const { t } = useUiTranslation('ui');
  const [inner, setInner] = useState<string | null>(defaultValue);
  const link = value === undefined ? inner : value;
  const field = useUploadField(props, {
    hint,
    onUpload,
    onUploaded: (next) => {
      if (value === undefined) setInner(next);
      onChange?.(next);
    },
  });
  const { disabled, busy, uploader } = field;
  const action = subject
    ? t(link ? 'upload.changeSubject' : 'upload.uploadSubject', { subject })
    : t(link ? 'upload.changeAvatar' : 'upload.avatar');

  return (
    <UploadGroup {...field.group}>
      <AvatarButton
        ref={ref}
        id={field.id}
        type="button"
        $size={size}
        $round={shape === 'round'}
        disabled={disabled}
        aria-label={action}
        aria-busy={busy || undefined}
        aria-describedby={field.describedBy}
        aria-invalid={field.invalid}
        data-over={field.over ? '' : undefined}
        onClick={() => {
          if (!busy) field.inputRef.current?.click();
        }}
        onDragOver={(event: DragEvent<HTMLButtonElement>) => {
          event.preventDefault();
          if (!disabled) field.setOver(true);
        }}
        onDragLeave={() => field.setOver(false)}
        onDrop={(event: DragEvent<HTMLButtonElement>) => {
          event.preventDefault();
          field.setOver(false);
          if (!disabled && !busy) void uploader.add([...event.dataTransfer.files].slice(0, 1));
        }}
      >
        {/* The spinner takes the plus's place while the first picture uploads (both at once read as a crosshair). */}
        {link ? (
          <img src={link} alt={subject ?? t('upload.avatarAlt')} />
        ) : busy ? null : (
          <Plus aria-hidden="true" />
        )}
        {busy ? (
          <Overlay>
            <Spinner size="default" tone="current" decorative />
          </Overlay>
        ) : null}
      </AvatarButton>
      <FileInput
        ref={field.inputRef}
        rules={field.rules}
        disabled={disabled}
        onFiles={(files) => void uploader.add(files.slice(0, 1))}
      />
      <UploadHint id={field.hintId} hint={hint} limit={uploader.limit} />
      <UploadErrors id={field.errorId} errors={uploader.errors} />
    </UploadGroup>
  );
}

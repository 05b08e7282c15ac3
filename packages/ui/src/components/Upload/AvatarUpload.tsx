import { Plus } from 'lucide-react';
import { type DragEvent, type ReactNode, type Ref, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { joinIds } from '../../utils/fieldAria';
import { Spinner } from '../Spinner';
import { AvatarButton, Overlay } from './Upload.styles';
import { FileInput, type UploadFieldProps, UploadGroup } from './UploadFrame';
import { UploadErrors, UploadHint } from './UploadMessages';
import { useUploader } from './useUploader';

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
  refusedMessage,
  disabled = false,
  types,
  extensions,
  maxSize,
  id,
  className,
  onBlur,
  ref,
  ...aria
}: AvatarUploadProps) {
  const { t } = useTranslation('ui');
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [inner, setInner] = useState<string | null>(defaultValue);
  const link = value === undefined ? inner : value;
  const [over, setOver] = useState(false);
  const rules = { types, extensions, maxSize };
  const uploader = useUploader({
    ...rules,
    onUpload,
    refusedMessage,
    onUploaded: (next) => {
      if (value === undefined) setInner(next);
      onChange?.(next);
    },
  });
  const busy = uploader.pending.length > 0;
  const describedBy = joinIds(
    aria['aria-describedby'],
    hint !== false && hintId,
    uploader.errors.length > 0 && errorId,
  );
  const action = link ? t('upload.changeAvatar') : t('upload.avatar');

  return (
    <UploadGroup className={className} aria={aria} onBlur={onBlur}>
      <AvatarButton
        ref={ref}
        id={id}
        type="button"
        $size={size}
        $round={shape === 'round'}
        disabled={disabled}
        aria-label={action}
        aria-busy={busy || undefined}
        aria-describedby={describedBy}
        aria-invalid={aria['aria-invalid'] || undefined}
        data-over={over ? '' : undefined}
        onClick={() => {
          if (!busy) inputRef.current?.click();
        }}
        onDragOver={(event: DragEvent<HTMLButtonElement>) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event: DragEvent<HTMLButtonElement>) => {
          event.preventDefault();
          setOver(false);
          if (!disabled && !busy) void uploader.add([...event.dataTransfer.files].slice(0, 1));
        }}
      >
        {link ? <img src={link} alt={t('upload.avatarAlt')} /> : <Plus aria-hidden="true" />}
        {busy ? (
          <Overlay>
            <Spinner size="default" tone="current" decorative />
          </Overlay>
        ) : null}
      </AvatarButton>
      <FileInput
        ref={inputRef}
        rules={rules}
        disabled={disabled}
        onFiles={(files) => void uploader.add(files.slice(0, 1))}
      />
      <UploadHint id={hintId} hint={hint} limit={uploader.limit} />
      <UploadErrors id={errorId} errors={uploader.errors} />
    </UploadGroup>
  );
}

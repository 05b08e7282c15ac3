import { type DragEvent, type ReactNode, type Ref, useRef, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { Paperclip, Upload as UploadIcon, X } from '../../icons';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { Dropzone, FileList, Progress } from './Upload.styles';
import { FileInput, type UploadFieldProps, UploadGroup } from './UploadFrame';
import { UploadErrors, UploadHint } from './UploadMessages';
import { useUploadField } from './useUploadField';

export interface UploadProps extends UploadFieldProps {
  /** Links of the uploaded files. */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (links: string[]) => void;
  /** Sends one file; resolves to its link (reject with an Error whose message says why). */
  onUpload: (file: File) => Promise<string>;
  /** Most files kept (default: no limit). */
  maxCount?: number;
  /** Choose several files at once (default true unless maxCount is 1). */
  multiple?: boolean;
  /** Help under the picker; default "jpg/png up to …"; false hides it. */
  hint?: ReactNode | false;
  /** Show the drop zone text (dropping works anyway). */
  dragText?: boolean;
  /** The "choose file" button. */
  ref?: Ref<HTMLButtonElement>;
}

function fileName(link: string): string {
  const path = link.split(/[?#]/)[0] ?? link;
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || link;
}

/**
 * File upload: a button (and drop zone) that checks each file — type and size — before calling
 * `onUpload`, tells the user why a file was refused, and lists the uploaded links.
 */
export function Upload({
  value,
  defaultValue,
  onChange,
  onUpload,
  maxCount,
  multiple,
  hint,
  dragText = true,
  ref,
  ...props
}: UploadProps) {
  const { t } = useUiTranslation('ui');
  const [inner, setInner] = useState<string[]>([...(defaultValue ?? [])]);
  const links = value ? [...value] : inner;
  const linksRef = useRef(links);
  linksRef.current = links;
  const set = (next: string[]) => {
    linksRef.current = next;
    if (value === undefined) setInner(next);
    onChange?.(next);
  };
  const room = maxCount != null ? maxCount - links.length : Number.POSITIVE_INFINITY;
  const field = useUploadField(props, {
    hint,
    onUpload,
    room,
    // Several uploads finish one by one: add to the latest list, not the one at start.
    onUploaded: (link) => set([...linksRef.current, link]),
  });
  const { disabled, busy, uploader } = field;
  const full = room <= 0;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    field.setOver(false);
    if (disabled || full) return;
    void uploader.add([...event.dataTransfer.files]);
  };

  return (
    <UploadGroup {...field.group}>
      <Dropzone
        data-over={field.over ? '' : undefined}
        data-disabled={disabled || full ? '' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled && !full) field.setOver(true);
        }}
        onDragLeave={() => field.setOver(false)}
        onDrop={onDrop}
      >
        <Button
          ref={ref}
          id={field.id}
          icon={<UploadIcon />}
          disabled={disabled || full}
          loading={busy}
          aria-describedby={field.describedBy}
          aria-invalid={field.invalid}
          onClick={() => field.inputRef.current?.click()}
        >
          {t('upload.choose')}
        </Button>
        {dragText ? <span>{t('upload.drop')}</span> : null}
        <FileInput
          ref={field.inputRef}
          rules={field.rules}
          multiple={multiple ?? maxCount !== 1}
          disabled={disabled || full}
          onFiles={(files) => void uploader.add(files)}
        />
      </Dropzone>
      <UploadHint id={field.hintId} hint={hint} limit={uploader.limit} />
      <div aria-live="polite">
        {uploader.pending.map((name) => (
          <Progress key={name}>
            <Spinner size="small" decorative />
            {t('upload.uploading', { name })}
          </Progress>
        ))}
      </div>
      <UploadErrors id={field.errorId} errors={uploader.errors} />
      {links.length ? (
        <FileList aria-label={t('upload.files')}>
          {links.map((link) => (
            <li key={link}>
              <Paperclip aria-hidden="true" />
              <a href={link} target="_blank" rel="noreferrer noopener">
                {fileName(link)}
              </a>
              {disabled ? null : (
                <Button
                  size="small"
                  variant="text"
                  icon={<X />}
                  aria-label={t('upload.remove', { name: fileName(link) })}
                  onClick={() => set(links.filter((l) => l !== link))}
                />
              )}
            </li>
          ))}
        </FileList>
      ) : null}
    </UploadGroup>
  );
}

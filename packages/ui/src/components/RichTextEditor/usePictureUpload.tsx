import type { Editor } from '@tiptap/react';
import { type ReactNode, useRef, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { checkFile, DEFAULT_MAX_SIZE, type FileRules, formatBytes, IMAGE_TYPES } from '../Upload';
import { FileInput } from '../Upload/UploadFrame';
import { useBusySignal } from '../Upload/useBusySignal';

export interface PictureUpload {
  /** Opens the file picker. */
  choose: () => void;
  /** The hidden file input (render it once). */
  input: ReactNode;
  /** Name of the file being uploaded, or null. */
  uploading: string | null;
  /** The last refusal or failure, said to the person. */
  error: string | null;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The picture button's work: pick a file, check its type and size (the picker's `accept` is only a
 * hint), upload it with the app's call and insert the answered link where the cursor is;
 * `onBusyChange` hears when an upload starts and ends.
 */
export function usePictureUpload(
  editor: Editor,
  upload: ((file: File) => Promise<string>) | undefined,
  rules: FileRules = {},
  onBusyChange?: (busy: boolean) => void,
): PictureUpload {
  const { t } = useUiTranslation('ui');
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useBusySignal(uploading !== null, onBusyChange);

  const insert = async (file: File) => {
    const check = checkFile(file, rules);
    if (!check.ok) {
      const types = (rules.types ?? IMAGE_TYPES).map((type) => type.replace(/^image\//, '')).join('/');
      const limit = formatBytes(rules.maxSize ?? DEFAULT_MAX_SIZE);
      setError(
        check.reason === 'type'
          ? t('richText.imageWrongType', { name: file.name, types })
          : t('richText.imageTooLarge', { name: file.name, size: formatBytes(file.size), limit }),
      );
      return;
    }
    if (!upload) return;
    setError(null);
    setUploading(file.name);
    try {
      const src = await upload(file);
      editor
        .chain()
        .focus()
        .setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (failure) {
      setError(t('richText.imageFailed', { name: file.name, reason: reasonOf(failure) }));
    } finally {
      setUploading(null);
    }
  };

  const input = (
    <FileInput
      ref={inputRef}
      rules={rules}
      onFiles={([file]) => {
        if (file) void insert(file);
      }}
    />
  );

  return { choose: () => inputRef.current?.click(), input, uploading, error };
}

import { useRef, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { checkFile, DEFAULT_MAX_SIZE, type FileRules, formatBytes } from './fileRules';

export interface UploaderOptions extends FileRules {
  /** Sends one file and resolves to its link; a rejection's message is shown to the user. */
  onUpload: (file: File) => Promise<string>;
  onUploaded: (link: string, file: File) => void;
  /** How many more files may be added (Infinity: no limit). */
  room?: number;
  /** Says why a file was refused; undefined keeps the built-in message. */
  refusedMessage?: RefusedMessage;
}

/** The message of a refused file (e.g. naming the caller's own accepted types). */
export type RefusedMessage = (file: File, reason: 'type' | 'size') => string | undefined;

/** Checks, uploads and reports files for Upload and AvatarUpload. */
export function useUploader({
  onUpload,
  onUploaded,
  room = Number.POSITIVE_INFINITY,
  refusedMessage,
  ...rules
}: UploaderOptions) {
  const { t } = useUiTranslation('ui');
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState<string[]>([]);
  const alive = useRef(true);
  alive.current = true;
  const limit = formatBytes(rules.maxSize ?? DEFAULT_MAX_SIZE);

  const add = async (files: readonly File[]) => {
    const refused: string[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const check = checkFile(file, rules);
      if (!check.ok) {
        const text =
          refusedMessage?.(file, check.reason) ??
          (check.reason === 'type'
            ? t('upload.wrongType', { name: file.name })
            : t('upload.tooLarge', { name: file.name, size: formatBytes(file.size), limit }));
        // A caller's message may not name the file: say it once.
        if (!refused.includes(text)) refused.push(text);
      } else accepted.push(file);
    }
    const now = accepted.slice(0, Math.max(0, room));
    setErrors(refused);
    await Promise.all(
      now.map(async (file) => {
        setPending((p) => [...p, file.name]);
        try {
          const link = await onUpload(file);
          onUploaded(link, file);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          setErrors((e) => [...e, t('upload.failed', { name: file.name, reason })]);
        } finally {
          setPending((p) => {
            const i = p.indexOf(file.name);
            return i < 0 ? p : [...p.slice(0, i), ...p.slice(i + 1)];
          });
        }
      }),
    );
  };

  return { add, errors, pending, limit, clearErrors: () => setErrors([]) };
}

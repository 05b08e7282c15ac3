import { type Ref, useMemo } from 'react';
import { Button } from '../Button';
import { type CrudUpload, columnType } from '../CrudTable/columns';
import { linkList } from '../CrudTable/columnValues';
import { useTranslate } from '../CrudTable/useText';
import { AvatarUpload, type FileRules, formatBytes, Upload } from '../Upload';
import { type CrudControlProps, fieldWiring } from './controlProps';
import { UploadRoot } from './controls.styles';

/** "jpeg/png" from `['image/jpeg', 'image/png']` (hints and refusal messages). */
export function describeTypes(accept: readonly string[]): string {
  return accept.map((a) => a.replace(/^image\//, '').replace(/^\./, '')).join('/');
}

/** Extensions of the MIME types columns usually accept (so a file is checked by both). */
const EXTENSIONS: Record<string, readonly string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'image/bmp': ['.bmp'],
  'image/svg+xml': ['.svg'],
  'image/*': ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.bmp', '.svg', '.avif'],
  'application/pdf': ['.pdf'],
};

/**
 * A column's `upload` config → the shared Upload's file rules. Its `accept` lists MIME types and/or
 * extensions, any of which may match; the shared check wants the extension *and* the MIME type to
 * match, so a list naming extensions is checked by extension (MIME types turned into theirs), and
 * one of MIME types only by MIME type (and by extension when all of them are known). No `accept`
 * and no `maxSizeKb`: any file, any size.
 */
export function uploadFileRules(upload: CrudUpload | undefined): Required<FileRules> {
  const accept = (upload?.accept ?? []).map((a) => a.trim().toLowerCase()).filter(Boolean);
  const mimes = accept.filter((a) => a.includes('/'));
  const named = accept.filter((a) => a.startsWith('.'));
  const known = mimes.every((m) => EXTENSIONS[m]);
  const extensions = known
    ? [...new Set([...named, ...mimes.flatMap((m) => EXTENSIONS[m] ?? [])])]
    : mimes.length && named.length
      ? [] // An unknown MIME type next to extensions: neither list can say no alone.
      : named;
  const types = named.length || mimes.some((m) => m.endsWith('/*')) ? [] : mimes;
  const maxSize = upload?.maxSizeKb != null ? upload.maxSizeKb * 1024 : Number.POSITIVE_INFINITY;
  return { types, extensions, maxSize };
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * Image and file columns: the shared AvatarUpload for one image, the shared Upload otherwise.
 * The value is the link (a comma-joined list, or an array if it came as one, when `multiple`);
 * without an `upload` function the file is kept as a data: URL.
 */
export function UploadControl(props: CrudControlProps) {
  const { column, value, onChange, onBlur, onBusyChange, label, disabled, readOnly, ref } = props;
  const t = useTranslate();
  const config = column.upload ?? {};
  const rules = useMemo(() => uploadFileRules(column.upload), [column.upload]);
  const links = linkList(value, config.multiple);
  const inert = disabled || readOnly;
  const onUpload = config.upload ?? readAsDataUrl;
  const types = describeTypes(config.accept ?? []);
  // The column's own words, matching the hint under the field.
  const refusedMessage = (_file: File, reason: 'type' | 'size') =>
    reason === 'type'
      ? t('crud.upload.badType', { types })
      : t('crud.upload.tooLarge', { size: formatBytes(rules.maxSize) });
  const shared = {
    ...rules,
    ...fieldWiring(props),
    ref: ref as Ref<HTMLButtonElement>,
    'aria-label': label,
    // CrudForm shows the hint under the field (FormField message); don't say it twice.
    hint: false as const,
    refusedMessage,
    onUpload,
    onBlur,
    onBusyChange,
    disabled: inert,
  };

  if (columnType(column) === 'image' && !config.multiple) {
    const link = links[0] ?? null;
    return (
      <UploadRoot>
        <AvatarUpload
          {...shared}
          shape={config.avatar ? 'round' : 'square'}
          subject={label}
          value={link}
          onChange={(next) => onChange(next ?? '')}
        />
        {link && !inert ? (
          <Button variant="text" onClick={() => onChange('')}>
            {t('crud.upload.remove')}
          </Button>
        ) : null}
      </UploadRoot>
    );
  }
  return (
    <Upload
      {...shared}
      multiple={!!config.multiple}
      maxCount={config.multiple ? undefined : 1}
      dragText={!inert}
      value={links}
      onChange={(next) =>
        onChange(config.multiple ? (Array.isArray(value) ? next : next.join(',')) : (next[0] ?? ''))
      }
    />
  );
}

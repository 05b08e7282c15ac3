import { type Ref, useMemo } from 'react';
import { Button } from '../Button';
import { type CrudColumn, type CrudTreeOption, type CrudUpload, columnType } from '../CrudTable/columns';
import { linkList, toValueList } from '../CrudTable/columnValues';
import { useTranslate } from '../CrudTable/useText';
import { DatePicker } from '../DatePicker';
import { Input } from '../Input';
import { NumberInput } from '../NumberInput';
import { Select } from '../Select';
import { Switch } from '../Switch';
import { Textarea } from '../Textarea';
import type { TreeNode } from '../Tree';
import { TreeSelect } from '../TreeSelect';
import { AvatarUpload, type FileRules, Upload } from '../Upload';
import { UploadRoot } from './controls.styles';

/**
 * The form control of each column type. One place maps the column config onto the design
 * system's primitives, so pages never choose controls themselves.
 */
export interface CrudControlProps {
  // biome-ignore lint/suspicious/noExplicitAny: a control serves columns of any row type.
  column: CrudColumn<any>;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  /** Translated label (names groups and file buttons). */
  label: string;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  ref?: Ref<HTMLElement>;
}

function treeLabel(node: CrudTreeOption): string {
  return node.label ?? node.title ?? String(node.value);
}

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
function UploadControl({
  column,
  value,
  onChange,
  onBlur,
  label,
  disabled,
  readOnly,
  placeholder: _placeholder,
  ref,
  ...aria
}: CrudControlProps) {
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
      : t('crud.upload.tooLarge', { size: config.maxSizeKb });
  const shared = {
    ...rules,
    ...aria,
    ref: ref as Ref<HTMLButtonElement>,
    'aria-label': label,
    // CrudForm shows the hint under the field (FormField message); don't say it twice.
    hint: false as const,
    refusedMessage,
    onUpload,
    onBlur,
    disabled: inert,
  };

  if (columnType(column) === 'image' && !config.multiple) {
    const link = links[0] ?? null;
    return (
      <UploadRoot>
        <AvatarUpload
          {...shared}
          shape={config.avatar ? 'round' : 'square'}
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

/** CrudTreeOption (`value` + `label`/`title`) → the Tree primitives' node (`id` + `title`). */
export function toTreeNodes(options: readonly CrudTreeOption[] | undefined): TreeNode[] {
  return (options ?? []).map((option) => ({
    id: String(option.value),
    title: treeLabel(option),
    disabled: option.disabled,
    children: option.children ? toTreeNodes(option.children) : undefined,
  }));
}

function TreeControl({
  column,
  value,
  onChange,
  onBlur,
  label,
  disabled,
  readOnly,
  placeholder,
  ref,
  ...aria
}: CrudControlProps) {
  const t = useTranslate();
  const data = useMemo(() => toTreeNodes(column.treeOptions), [column.treeOptions]);
  return (
    <TreeSelect
      {...aria}
      ref={ref as Ref<HTMLButtonElement>}
      data={data}
      multiple={column.multiple}
      searchable
      clearable={!column.multiple}
      value={column.multiple ? toValueList(value) : value == null || value === '' ? null : String(value)}
      placeholder={placeholder ?? t('crud.pleaseSelect', { label })}
      disabled={disabled || readOnly}
      onChange={(next) => onChange(next ?? (column.multiple ? [] : ''))}
      onBlur={onBlur}
    />
  );
}

/** The control of one column in a form (add, edit or view). */
export function CrudControl(props: CrudControlProps) {
  const t = useTranslate();
  const { column, value, onChange, onBlur, label, disabled, readOnly, placeholder, ref, ...aria } = props;
  const type = columnType(column);
  const enter = placeholder ?? column.placeholder ?? t('crud.pleaseEnter', { label });
  const choose = placeholder ?? column.placeholder ?? t('crud.pleaseSelect', { label });
  const text = value == null ? '' : String(value);

  switch (type) {
    case 'textarea':
    case 'html':
      return (
        <Textarea
          {...aria}
          ref={ref as Ref<HTMLTextAreaElement>}
          rows={column.minRows ?? 3}
          value={text}
          placeholder={readOnly || disabled ? undefined : enter}
          disabled={disabled}
          readOnly={readOnly}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      );
    case 'select':
    case 'dictionary': {
      const options = column.options ?? [];
      if (column.multiple) {
        const selected = toValueList(value);
        return (
          <Select
            {...aria}
            ref={ref as Ref<HTMLButtonElement>}
            multiple
            options={options}
            value={selected}
            placeholder={choose}
            disabled={disabled || readOnly}
            onChange={(next) => onChange(next.map(String))}
            onBlur={onBlur}
          />
        );
      }
      return (
        <Select
          {...aria}
          ref={ref as Ref<HTMLButtonElement>}
          options={options}
          value={value === '' || value == null ? null : (value as string | number)}
          placeholder={choose}
          disabled={disabled || readOnly}
          onChange={(next) => onChange(next ?? '')}
          onBlur={onBlur}
        />
      );
    }
    case 'tree':
      return <TreeControl {...props} placeholder={choose} />;
    case 'switch': {
      const [on, off] = column.switchValues ?? [1, 0];
      const checked = value === on || (value != null && String(value) === String(on)) || value === true;
      return (
        <Switch
          {...aria}
          ref={ref as Ref<HTMLButtonElement>}
          checked={checked}
          disabled={disabled || readOnly}
          onChange={(next) => onChange(next ? on : off)}
          onBlur={onBlur}
        />
      );
    }
    case 'date':
    case 'datetime':
      return (
        <DatePicker
          {...aria}
          ref={ref as Ref<HTMLInputElement>}
          showTime={type === 'datetime'}
          value={text || null}
          placeholder={readOnly || disabled ? undefined : choose}
          disabled={disabled}
          readOnly={readOnly}
          onChange={(next) => onChange(next ?? '')}
          onBlur={onBlur}
        />
      );
    case 'image':
    case 'upload':
      return <UploadControl {...props} />;
    case 'number':
      return (
        <NumberInput
          {...aria}
          ref={ref as Ref<HTMLInputElement>}
          value={value === '' || value == null ? null : Number(value)}
          placeholder={readOnly || disabled ? undefined : enter}
          disabled={disabled}
          readOnly={readOnly}
          onChange={(next) => onChange(next ?? '')}
          onBlur={onBlur}
        />
      );
    default:
      return (
        <Input
          {...aria}
          ref={ref as Ref<HTMLInputElement>}
          type={type === 'password' ? 'password' : 'text'}
          value={text}
          placeholder={readOnly || disabled ? undefined : enter}
          disabled={disabled}
          readOnly={readOnly}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      );
  }
}

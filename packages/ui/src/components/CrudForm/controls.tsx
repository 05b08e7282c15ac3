import { type ChangeEvent, type Ref, useMemo, useRef, useState } from 'react';
import { Button } from '../Button';
import {
  type CrudColumn,
  type CrudTreeOption,
  columnType,
  linkList,
  toValueList,
} from '../CrudTable/columns';
import { type Translate, useTranslate } from '../CrudTable/useText';
import { DatePicker } from '../DatePicker';
import { Input } from '../Input';
import { NumberInput } from '../NumberInput';
import { Select } from '../Select';
import { Switch } from '../Switch';
import { Textarea } from '../Textarea';
import { message } from '../Toast';
import type { TreeNode } from '../Tree';
import { TreeSelect } from '../TreeSelect';
import { UploadLink, UploadPreview, UploadRoot } from './controls.styles';

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

function describeTypes(accept: readonly string[]): string {
  return accept.map((a) => a.replace(/^image\//, '').replace(/^\./, '')).join('/');
}

/** Checks a chosen file against the column's upload rules; returns a message or null. */
export function checkUploadFile(
  file: File,
  rules: { accept?: readonly string[]; maxSizeKb?: number },
  t: Translate,
): string | null {
  if (rules.accept?.length) {
    const name = file.name.toLowerCase();
    const ok = rules.accept.some((a) => {
      const rule = a.toLowerCase();
      if (rule.startsWith('.')) return name.endsWith(rule);
      if (rule.endsWith('/*')) return file.type.startsWith(rule.slice(0, -1));
      return file.type === rule;
    });
    if (!ok) return t('crud.upload.badType', { types: describeTypes(rules.accept) });
  }
  if (rules.maxSizeKb != null && file.size > rules.maxSizeKb * 1024) {
    return t('crud.upload.tooLarge', { size: rules.maxSizeKb });
  }
  return null;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function UploadControl({
  column,
  value,
  onChange,
  onBlur,
  label,
  disabled,
  readOnly,
  ...aria
}: CrudControlProps) {
  const t = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const rules = column.upload ?? {};
  const isImage = columnType(column) === 'image';
  const links = linkList(value, rules.multiple);
  const inert = disabled || readOnly;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (!files.length) return;
    const uploaded: string[] = [];
    setBusy(true);
    try {
      for (const file of files) {
        const problem = checkUploadFile(file, rules, t);
        if (problem) {
          message.error(problem);
          continue;
        }
        uploaded.push(rules.upload ? await rules.upload(file) : await readAsDataUrl(file));
      }
    } catch {
      message.error(t('crud.upload.failed'));
    } finally {
      setBusy(false);
    }
    if (uploaded.length) onChange(rules.multiple ? [...links, ...uploaded].join(',') : uploaded[0]);
    onBlur?.();
  };

  return (
    <UploadRoot>
      {isImage
        ? links.map((link) => <UploadPreview key={link} src={link} alt={label} $round={!!rules.avatar} />)
        : links.map((link) => (
            <UploadLink key={link} href={link} target="_blank" rel="noreferrer">
              {link.startsWith('data:') ? label : link.split('/').pop()}
            </UploadLink>
          ))}
      {inert ? null : (
        <>
          <Button
            id={aria.id}
            aria-describedby={aria['aria-describedby']}
            aria-invalid={aria['aria-invalid']}
            loading={busy}
            onClick={() => input.current?.click()}
          >
            {t(isImage ? 'crud.upload.chooseImage' : 'crud.upload.choose')}
          </Button>
          {links.length > 0 ? (
            <Button variant="text" onClick={() => onChange('')}>
              {t('crud.upload.remove')}
            </Button>
          ) : null}
          <input
            ref={input}
            type="file"
            hidden
            aria-label={label}
            data-field={column.field}
            accept={rules.accept?.join(',') ?? (isImage ? 'image/*' : undefined)}
            multiple={rules.multiple}
            onChange={choose}
          />
        </>
      )}
    </UploadRoot>
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

import { type Ref, useMemo } from 'react';
import { type CrudTreeOption, columnType } from '../CrudTable/columns';
import { toValueList } from '../CrudTable/columnValues';
import { useText, useTranslate } from '../CrudTable/useText';
import { DatePicker } from '../DatePicker';
import { Input } from '../Input';
import { NumberInput } from '../NumberInput';
import type { RichTextEditorHandle } from '../RichTextEditor/RichTextEditor.types';
import { SafeHtml } from '../SafeHtml';
import { Select } from '../Select';
import { Switch } from '../Switch';
import { Textarea } from '../Textarea';
import type { TreeNode } from '../Tree';
import { TreeSelect } from '../TreeSelect';
import { type CrudControlProps, fieldWiring } from './controlProps';
import { HtmlView } from './controls.styles';
import { placeholderOf } from './placeholder';
import { formRichTextEditor } from './richTextSlot';
import { UploadControl, uploadFileRules } from './UploadControl';

export type { CrudControlProps } from './controlProps';

function treeLabel(node: CrudTreeOption): string {
  return node.label ?? node.title ?? String(node.value);
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

function TreeControl(props: CrudControlProps) {
  const { column, value, onChange, onBlur, label, disabled, readOnly, placeholder, ref } = props;
  const t = useTranslate();
  const data = useMemo(() => toTreeNodes(column.treeOptions), [column.treeOptions]);
  return (
    <TreeSelect
      {...fieldWiring(props)}
      ref={ref as Ref<HTMLButtonElement>}
      data={data}
      multiple={column.multiple}
      checkStrictly={column.checkStrictly}
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

/**
 * Rich text: the editor the app gave (`enableRichTextInForms()` of `@blade-console/ui/rich-text`),
 * pictures through the column's upload, else a text box of the HTML; in the view dialog the text
 * itself, sanitised, as a reader sees it.
 */
function HtmlControl(props: CrudControlProps) {
  const { column, value, onChange, onBlur, label, disabled, readOnly, placeholder, ref } = props;
  const text = value == null ? '' : String(value);
  const rules = useMemo(() => uploadFileRules(column.upload), [column.upload]);
  if (readOnly) {
    return (
      <HtmlView {...fieldWiring(props)} role="document" aria-label={label} tabIndex={0}>
        <SafeHtml html={text} />
      </HtmlView>
    );
  }
  const Editor = formRichTextEditor();
  if (!Editor) {
    return (
      <Textarea
        {...fieldWiring(props)}
        ref={ref as Ref<HTMLTextAreaElement>}
        rows={column.minRows ?? 8}
        value={text}
        placeholder={placeholder ?? column.placeholder}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    );
  }
  return (
    <Editor
      {...fieldWiring(props)}
      ref={ref as Ref<RichTextEditorHandle>}
      aria-label={label}
      value={text}
      placeholder={placeholder ?? column.placeholder}
      disabled={disabled}
      onChange={onChange}
      onBlur={onBlur}
      upload={column.upload?.upload}
      imageRules={column.upload ? rules : undefined}
      onBusyChange={props.onBusyChange}
      minHeight={column.minRows ? `${column.minRows * 1.6}em` : undefined}
    />
  );
}

/** The control of one column in a form (add, edit or view). */
export function CrudControl(props: CrudControlProps) {
  const t = useTranslate();
  const translate = useText();
  const { column, value, onChange, onBlur, label, disabled, readOnly, placeholder: given, ref } = props;
  const aria = fieldWiring(props);
  const type = columnType(column);
  if (column.control) {
    const Own = column.control;
    return <Own {...props} />;
  }
  // Typed and chosen controls alike: the given hint, else the column's own or "Enter/Select <label>".
  const hint = given ?? placeholderOf(column, label, t, translate);
  const text = value == null ? '' : String(value);
  // Boxes one types in have a read-only state of their own; no placeholder while nothing can be typed.
  const typed = {
    ...aria,
    placeholder: readOnly || disabled ? undefined : hint,
    disabled,
    readOnly,
    onBlur,
  };
  // Pickers have no read-only state: read-only shows them disabled.
  const picked = { ...aria, disabled: disabled || readOnly, onBlur };

  switch (type) {
    case 'html':
      return <HtmlControl {...props} />;
    case 'textarea':
      return (
        <Textarea
          {...typed}
          ref={ref as Ref<HTMLTextAreaElement>}
          rows={column.minRows ?? 3}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'select':
    case 'dictionary': {
      const options = column.options ?? [];
      if (column.multiple) {
        const selected = toValueList(value);
        return (
          <Select
            {...picked}
            ref={ref as Ref<HTMLButtonElement>}
            multiple
            options={options}
            value={selected}
            placeholder={hint}
            onChange={(next) => onChange(next.map(String))}
          />
        );
      }
      return (
        <Select
          {...picked}
          ref={ref as Ref<HTMLButtonElement>}
          options={options}
          value={value === '' || value == null ? null : (value as string | number)}
          placeholder={hint}
          onChange={(next) => onChange(next ?? '')}
        />
      );
    }
    case 'tree':
      return <TreeControl {...props} placeholder={hint} />;
    case 'switch': {
      const [on, off] = column.switchValues ?? [1, 0];
      const checked = value === on || (value != null && String(value) === String(on)) || value === true;
      return (
        <Switch
          {...picked}
          ref={ref as Ref<HTMLButtonElement>}
          checked={checked}
          onChange={(next) => onChange(next ? on : off)}
        />
      );
    }
    case 'date':
    case 'datetime':
      return (
        <DatePicker
          {...typed}
          ref={ref as Ref<HTMLInputElement>}
          showTime={type === 'datetime'}
          value={text || null}
          onChange={(next) => onChange(next ?? '')}
        />
      );
    case 'image':
    case 'upload':
      return <UploadControl {...props} />;
    case 'number':
      return (
        <NumberInput
          {...typed}
          ref={ref as Ref<HTMLInputElement>}
          precision={column.precision}
          step={column.precision ? 10 ** -column.precision : undefined}
          value={value === '' || value == null ? null : Number(value)}
          onChange={(next) => onChange(next ?? '')}
        />
      );
    default:
      return (
        <Input
          {...typed}
          ref={ref as Ref<HTMLInputElement>}
          type={type === 'password' ? 'password' : 'text'}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

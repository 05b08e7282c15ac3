import {
  type FieldDef,
  formatError,
  REFS,
  type RefTarget,
  type ResourceDef,
  verbatim,
} from '@blade-console/blade-schema';
import {
  type CrudColumn,
  type CrudControlProps,
  type CrudFieldType,
  type CrudOption,
  type CrudRule,
  type CrudTreeOption,
  displayText,
} from '@blade-console/ui';
import { enableRichTextInForms } from '@blade-console/ui/rich-text';
import type { ComponentType } from 'react';
import { checkPhone, PHONE_MESSAGES } from '../validators/phone';

// The `html` fields below are edited with ui's rich-text editor (Tiptap, loaded when a form opens).
enableRichTextInForms();

export interface ResourceColumnOptions {
  /** Options of the dictionary fields, by dictionary code (loaded by the page). */
  dictionaries?: Readonly<Record<string, readonly CrudOption[]>>;
  /** Uploads a picture and answers its link (image fields). */
  upload?: (file: File) => Promise<string>;
  /** The rows reference fields choose from, by target (loaded by the page): trees or flat lists. */
  references?: Readonly<Partial<Record<RefTarget, readonly CrudTreeOption[]>>>;
  /** The controls of targets loaded level by level (`lazyTree`: regions), by target. */
  pickers?: Readonly<Partial<Record<RefTarget, ComponentType<CrudControlProps>>>>;
}

/** The control of each way a reference is chosen (`refs.ts`). */
const PICKER_TYPES = { tree: 'tree', list: 'select', lazyTree: 'text' } as const satisfies Record<
  string,
  CrudFieldType
>;

/** The console control of a field's kind (a declared `ui.control` wins). */
function typeOf(field: FieldDef): CrudFieldType {
  if (field.dict) return 'select';
  if (field.ref) return PICKER_TYPES[REFS[field.ref].picker];
  if (field.ui?.control) return field.ui.control;
  switch (field.kind) {
    case 'integer':
    case 'decimal':
      return 'number';
    case 'datetime':
      return 'datetime';
    case 'longText':
      return 'textarea';
    case 'html':
      return 'html';
    default:
      return 'text';
  }
}

const isBlank = (value: unknown) => value == null || String(value).trim() === '';

/** An e-mail check as a form rule: said in the page's language, an empty value left to `required`. */
export function checkEmail(value: unknown): string | true {
  if (isBlank(value)) return true;
  return formatError('email', verbatim(''), String(value)) ? EMAIL_MESSAGE : true;
}
export const EMAIL_MESSAGE = 'console:formats.email';

/** An account check as a form rule: no spaces or commas (blade-schema's `account` format). */
export function checkAccount(value: unknown): string | true {
  if (isBlank(value)) return true;
  return formatError('account', verbatim(''), String(value)) ? ACCOUNT_MESSAGE : true;
}
export const ACCOUNT_MESSAGE = 'console:formats.account';

/**
 * The definition's rules as form rules: required, at most `max` characters, a number's bounds,
 * and a format (SPEC §5's phone check with its own "cannot be empty", an e-mail address).
 */
function rulesOf(field: FieldDef): CrudRule[] {
  const rules: CrudRule[] = [];
  if (field.required) {
    rules.push(
      field.format === 'phone' ? { required: true, message: PHONE_MESSAGES.empty } : { required: true },
    );
  }
  if (field.format === 'phone') {
    rules.push({ validator: (value) => (isBlank(value) ? true : checkPhone(value)) });
  }
  if (field.format === 'email') rules.push({ validator: checkEmail });
  if (field.format === 'account') rules.push({ validator: checkAccount });
  if (
    field.max !== undefined &&
    field.kind !== 'integer' &&
    field.kind !== 'decimal' &&
    field.kind !== 'idList'
  )
    rules.push({ max: field.max });
  if (field.minValue !== undefined) rules.push({ minValue: field.minValue });
  if (field.maxValue !== undefined) rules.push({ maxValue: field.maxValue });
  return rules;
}

const WIDE = new Set<CrudFieldType>(['textarea', 'html']);

/**
 * A reference field's picker: the target's tree (departments chosen one by one, not with every
 * office under them) or list, several values for an `idList`; the table shows the names the server
 * adds (`<field>Name`), so a row the picker has not loaded is still named.
 */
function referenceControl<T>(
  name: string,
  target: RefTarget,
  kind: FieldDef['kind'],
  options: ResourceColumnOptions,
): Partial<CrudColumn<T>> {
  const rows = [...(options.references?.[target] ?? [])];
  const multiple = kind === 'idList';
  const { picker } = REFS[target];
  const column: Partial<CrudColumn<T>> = { type: PICKER_TYPES[picker] };
  if (picker === 'tree')
    Object.assign(column, { treeOptions: rows }, multiple && { multiple, checkStrictly: true });
  // A lazily loaded tree is the page's control (a text box, the code typed, without one).
  if (picker === 'lazyTree' && options.pickers?.[target])
    Object.assign(column, { control: options.pickers[target], chosen: true });
  if (picker === 'list') {
    column.options = rows.map((row) => ({
      value: row.value,
      label: row.label ?? row.title ?? String(row.value),
    }));
    column.multiple = multiple;
  }
  column.render = (value: unknown, row: T) => {
    const named = (row as Record<string, unknown>)[`${name}Name`];
    return typeof named === 'string' && named !== ''
      ? named
      : displayText({ field: name, label: name, ...column }, value);
  };
  return column;
}

/**
 * The i18n key of the placeholder a definition states for a field (`FieldDef.placeholder`), for
 * the generic columns and for a page that writes its own column of the field; `undefined` when it
 * states none (the form then says "Enter/Select <label>").
 */
export function placeholderKey(resource: ResourceDef, field: string): string | undefined {
  return resource.fields[field]?.placeholder
    ? `console:resources.${resource.name}.placeholders.${field}`
    : undefined;
}

/**
 * The default columns of a declared resource, in field order: the label key
 * `console:resources.<name>.fields.<field>`, the control of the field's kind, the search style,
 * and the rules the server enforces (so a person sees them at the field before saving).
 */
export function resourceColumns<T>(
  resource: ResourceDef,
  options: ResourceColumnOptions = {},
): CrudColumn<T>[] {
  const columns = Object.entries(resource.fields).map(([name, field]) => {
    const label = `console:resources.${resource.name}.fields.${name}`;
    const type = typeOf(field);
    const column: CrudColumn<T> = { field: name, label, type, rules: rulesOf(field) };
    const placeholder = placeholderKey(resource, name);
    if (placeholder) column.placeholder = placeholder;
    if (field.search) column.searchable = field.search === 'range' ? { range: true } : true;
    if (field.dict) column.options = [...(options.dictionaries?.[field.dict] ?? [])];
    if (field.ref) Object.assign(column, referenceControl(name, field.ref, field.kind, options));
    if (field.default !== undefined) column.defaultValue = field.default;
    // Weights and volumes keep their two decimals as typed (rounded, never cut to whole numbers).
    if (field.kind === 'decimal') column.precision = 2;
    // Server-only fields (a tracking number, a sync result) are shown in the table and the view
    // dialog, never in the add or edit form.
    if (field.readOnly) column.hide = { add: true, edit: true, table: field.ui?.hideInTable === true };
    else if (field.ui?.hideInTable) column.hide = { table: true };
    if (field.ui?.width) column.width = field.ui.width;
    if (field.ui?.minWidth) column.minWidth = field.ui.minWidth;
    if (field.ui?.maxWidth) column.maxWidth = field.ui.maxWidth;
    if (field.ui?.card) column.card = field.ui.card;
    if (field.ui?.minRows) column.minRows = field.ui.minRows;
    const span = field.ui?.span ?? (WIDE.has(type) ? 24 : undefined);
    if (span) column.span = span;
    if ((type === 'image' || type === 'html') && options.upload) {
      // No SVG: a picture that can carry script has no place in uploaded content (nor in rich
      // text, whose pictures go through the same upload).
      column.upload = {
        accept: ['image/jpeg', 'image/png', 'image/webp'],
        maxSizeKb: 2048,
        upload: options.upload,
      };
    }
    return column;
  });
  if (resource.listCreateTime) {
    columns.push({
      field: 'createTime',
      label: 'console:common.createTime',
      type: 'datetime',
      searchable: { range: true },
      hide: { form: true },
    });
  }
  return columns;
}

/** The kind of a rule the definition contributes (its requiredness is left to the page). */
function ruleKind(rule: CrudRule): 'max' | 'minValue' | 'maxValue' | undefined {
  if (rule.max != null) return 'max';
  if (rule.minValue != null) return 'minValue';
  if (rule.maxValue != null) return 'maxValue';
  return undefined;
}

/**
 * A page's own columns (its labels, messages, order and special controls: tree selects, a secret
 * kept on edit) with the rules of the definition's fields added: each column of a declared field
 * gets the length and bound rules of {@link resourceColumns} it does not state itself, so the form
 * refuses what the server would. Requiredness stays the page's, with its own messages. A column
 * without a placeholder of its own gets the definition's ({@link placeholderKey}), so the page's
 * form says what the generic one would ("Enter how many seconds an access token lasts").
 */
export function withResourceRules<T>(
  resource: ResourceDef,
  columns: readonly CrudColumn<T>[],
): CrudColumn<T>[] {
  const declared = new Map(resourceColumns<T>(resource).map((column) => [column.field, column.rules ?? []]));
  return columns.map((column) => {
    const own = column.rules ?? [];
    const stated = new Set(own.map(ruleKind));
    const added = (declared.get(column.field) ?? []).filter((rule) => {
      const kind = ruleKind(rule);
      return kind !== undefined && !stated.has(kind);
    });
    const placeholder = column.placeholder ? undefined : placeholderKey(resource, String(column.field));
    if (!added.length && !placeholder) return column;
    return {
      ...column,
      ...(added.length ? { rules: [...own, ...added] } : {}),
      ...(placeholder ? { placeholder } : {}),
    };
  });
}

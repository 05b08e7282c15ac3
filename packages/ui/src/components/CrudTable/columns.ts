import type { ComponentType, ReactNode, Ref } from 'react';

/**
 * The typed column config shared by CrudTable (columns, search bar, CSV) and CrudForm (fields).
 * A console page is a list of these plus a data source.
 */

/** The field types a column can have; each picks a table cell, a search control and a form control. */
export type CrudFieldType =
  | 'text'
  | 'number'
  | 'select'
  | 'dictionary'
  | 'tree'
  | 'date'
  | 'datetime'
  | 'switch'
  | 'image'
  | 'upload'
  | 'textarea'
  | 'html'
  | 'password';

/** One choice of a select, dictionary or switch column. */
export interface CrudOption {
  label: string;
  value: string | number;
  disabled?: boolean;
}

/** One node of a tree column (blade-api.md §3 TreeNode: `title`/`value`, or `label`/`value`). */
export interface CrudTreeOption {
  value: string | number;
  label?: string;
  title?: string;
  children?: CrudTreeOption[];
  disabled?: boolean;
}

/** A validation rule. Messages are shown as given (or translated when they are i18n keys). */
export interface CrudRule {
  /** `'add'`: only a new record must have it (a write-only secret an edit may leave as it is). */
  required?: boolean | 'add';
  /** Text that must match (checked only when the value is not empty). */
  pattern?: RegExp;
  /** Minimum / maximum length of text (or of a list). */
  min?: number;
  max?: number;
  /** Smallest / largest number (number columns). */
  minValue?: number;
  maxValue?: number;
  message?: string;
  /** Returns an error message, or true/undefined when the value is fine. May be async. */
  validator?: (
    value: unknown,
    values: Record<string, unknown>,
  ) => string | boolean | undefined | Promise<string | boolean | undefined>;
}

/** Where a column is not shown. */
export interface CrudHide {
  table?: boolean;
  form?: boolean;
  view?: boolean;
  /** Only on the add form / only on the edit form. */
  add?: boolean;
  edit?: boolean;
}

/** Search settings of a column; `true` gives the default control for the type. */
export interface CrudSearch {
  /**
   * Date columns search a range by default: `<field>_dategt` and `<field>_datelt`
   * (yyyy-MM-dd HH:mm:ss). Set false for one date compared with `_dateequal`.
   */
  range?: boolean;
  /** Wire parameter name (default: the field; Blade map filters LIKE it). */
  param?: string;
  /** The search box's own hint, text or an i18n key (default: the column's `placeholder`). */
  placeholder?: string;
}

/** The upload rules of image / upload columns (SPEC §5 avatar: jpg or png, at most 500 KB). */
export interface CrudUpload {
  /** Accepted MIME types or extensions, e.g. `['image/jpeg', 'image/png']`. */
  accept?: string[];
  /** Maximum size in KB (1024 bytes); shown as people read it ("500 KB", "2 MB"). */
  maxSizeKb?: number;
  /** Several files (value is a comma-joined list of links). */
  multiple?: boolean;
  /** Round avatar preview. */
  avatar?: boolean;
  /** Uploads the file and resolves to its link (the app's OSS call). */
  upload?: (file: File) => Promise<string>;
  /** Hint under the control; default says the accepted types and size. */
  hint?: string;
}

export interface CrudColumn<T = Record<string, unknown>> {
  /** Property of the row (`paramName`). */
  field: Extract<keyof T, string> | (string & {});
  /** Text or an i18n key (`namespace:key`); translated when the key exists. */
  label: string;
  /** Default 'text'. */
  type?: CrudFieldType;
  /** Shown in the search bar. */
  searchable?: boolean | CrudSearch;
  rules?: CrudRule[];
  hide?: CrudHide;
  /**
   * Column width in pixels (table). Without it the column is as wide as its content (the header and
   * the loaded rows), between `minWidth` and `maxWidth`; dates and times are never cut.
   */
  width?: number;
  /** The narrowest the column is sized to (pixels; never below its header). */
  minWidth?: number;
  /** The widest the column is sized to from its content (pixels); longer text ends in an ellipsis. */
  maxWidth?: number;
  /**
   * Its part in a row's card on a phone (the table under 600 px): the card's `title`, one of its
   * `key` fields (label: value), or `hidden`. Unset everywhere: the first text column is the title
   * and the next three shown columns the key fields.
   */
  card?: 'title' | 'key' | 'hidden';
  /**
   * Server-side sorting by `snake_case(field)` (`ascs`/`descs`): the header becomes a button that
   * cycles ascending → descending → unsorted. Unset, the table's `sortableFields` decide.
   */
  sortable?: boolean;
  /** Custom table cell. */
  render?: (value: unknown, row: T) => ReactNode;
  /** Choices of select / dictionary / switch columns (dictionary: already loaded by the app). */
  options?: CrudOption[];
  /** Nodes of a tree column. */
  treeOptions?: CrudTreeOption[];
  /** Several values (select, dictionary, tree); the form value is an array, sent as the app wishes. */
  multiple?: boolean;
  /** A multiple tree whose nodes are chosen one by one: a parent does not bring its children. */
  checkStrictly?: boolean;
  /** Whether the field can be changed on the add / edit form (default both true). */
  editable?: { add?: boolean; edit?: boolean };
  /** Minimum rows of a textarea (default 3). */
  minRows?: number;
  /** Width in the form grid, of 24 (default 12; textarea, html, upload and multi trees 24). */
  span?: number;
  /** Value a new record starts with. */
  defaultValue?: unknown;
  /**
   * The hint of the empty control in forms and the search bar's text box, text or an i18n key;
   * default "Enter <label>" / "Select <label>" (`placeholderOf`), which a label such as "Released"
   * or "Stored in" makes a poor English sentence of.
   */
  placeholder?: string;
  /** Help text under the form control. */
  hint?: string;
  upload?: CrudUpload;
  /** Values of a switch: [on, off]; default [1, 0]. */
  switchValues?: [unknown, unknown];
  /** Digits after the decimal point of a number column (default 0: whole numbers). */
  precision?: number;
  /**
   * A form control of the page's own (a region picker, a lazily loaded tree), given the same props
   * as the built-in ones: value, onChange, onBlur, the field's aria wiring, read-only in the view.
   */
  control?: ComponentType<CrudControlProps>;
  /**
   * The value is chosen, not typed (a page's own `control` that picks from a list, as a region
   * picker does): its hint and required message say "请选择" / "Select". Built-in controls know.
   */
  chosen?: boolean;
  /** Alignment of the table cell (numbers default to the right). */
  align?: 'left' | 'center' | 'right';
}

export type CrudFormMode = 'add' | 'edit' | 'view';

/** Paged list response (SPEC §3): the wire's own type. */
export type { Page } from '@blade-console/blade-schema';

/**
 * The list query, shaped like the wire parameters (blade-api.md §3): paging, `ascs`/`descs` (CSV of
 * snake_case columns) and the map filters (`paramName`, `createTime_dategt`, …).
 */
export interface CrudQuery {
  current: number;
  size: number;
  ascs?: string;
  descs?: string;
  [param: string]: string | number | undefined;
}

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 30, 50, 100, 200] as const;
/** The wire format of date filters and date values. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Query keys that are not filters. */
export const PAGING_KEYS = ['current', 'size', 'ascs', 'descs'] as const;

/**
 * The columns with their sorting settled: a column that says nothing sorts when its field is one
 * of `sortableFields` (what the server declares sortable, e.g. a resource definition's `sortable`).
 */
export function withSortableFields<T>(
  columns: readonly CrudColumn<T>[],
  sortableFields: readonly string[] | undefined,
): readonly CrudColumn<T>[] {
  if (!sortableFields?.length) return columns;
  const sortable = new Set(sortableFields);
  return columns.map((column) =>
    column.sortable === undefined && sortable.has(column.field) ? { ...column, sortable: true } : column,
  );
}

export function columnType(column: Pick<CrudColumn<never>, 'type'>): CrudFieldType {
  return column.type ?? 'text';
}

/** `createTime` → `create_time` (Blade sorts and filters by snake_case columns). */
export function toSnakeCase(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** `create_time` → `createTime`. */
export function toCamelCase(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function isDateType(type: CrudFieldType): boolean {
  return type === 'date' || type === 'datetime';
}

/** The search settings of a column, or null when it is not searchable. */
export function searchOf<T>(
  column: CrudColumn<T>,
): (Required<Pick<CrudSearch, 'range' | 'param'>> & CrudSearch) | null {
  if (!column.searchable) return null;
  const own = column.searchable === true ? {} : column.searchable;
  return {
    ...own,
    range: own.range ?? isDateType(columnType(column)),
    param: own.param ?? column.field,
  };
}

/** The wire parameters a searchable column writes: one, or `_dategt`/`_datelt` for a range. */
export function searchParamsOf<T>(column: CrudColumn<T>): string[] {
  const search = searchOf(column);
  if (!search) return [];
  if (search.range) return [`${search.param}_dategt`, `${search.param}_datelt`];
  if (isDateType(columnType(column))) return [`${search.param}_dateequal`];
  return [search.param];
}

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
  /**
   * For a control that works in the background (an upload): true when it starts, false when it is
   * done. CrudForm holds a save asked meanwhile and goes on with it once every such control is done.
   */
  onBusyChange?: (busy: boolean) => void;
}

import dayjs from 'dayjs';
import { type CrudColumn, type CrudTreeOption, columnType, DATE_FORMAT, DATE_TIME_FORMAT } from './columns';

/**
 * How a column's value is read and shown as text: the table cell without a `render`, the CSV
 * export and the form controls all go through these, so they agree.
 */

/** Flattens tree options into `[value, label]` pairs (for table cells and CSV). */
export function flattenTreeOptions(nodes: readonly CrudTreeOption[] | undefined): Map<string, string> {
  const map = new Map<string, string>();
  const walk = (list: readonly CrudTreeOption[]) => {
    for (const node of list) {
      map.set(String(node.value), node.label ?? node.title ?? String(node.value));
      if (node.children) walk(node.children);
    }
  };
  if (nodes) walk(nodes);
  return map;
}

/** Splits a multi-value (array or comma-joined text) into strings. */
export function toValueList(value: unknown): string[] {
  if (value == null || value === '') return [];
  if (Array.isArray(value)) return value.map(String);
  return String(value)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * Blade's "nothing chosen" for a dictionary field besides '' and null: an unset 性别 comes as -1.
 * It is no code of the dictionary, so showing it would put a bare "-1" where staff expect a blank.
 */
const UNSET_CHOICE = '-1';

/**
 * The plain-text form of a cell (labels of options, formatted dates): what the table shows when
 * there is no `render`, and what CSV exports.
 */
export function displayText<T>(
  column: CrudColumn<T>,
  value: unknown,
  words: { yes: string; no: string } = { yes: '1', no: '0' },
): string {
  const type = columnType(column);
  if (value == null || value === '') return '';
  switch (type) {
    case 'select':
    case 'dictionary': {
      const labels = new Map((column.options ?? []).map((o) => [String(o.value), o.label]));
      return toValueList(value)
        .filter((v) => v !== UNSET_CHOICE || labels.has(v))
        .map((v) => labels.get(v) ?? v)
        .join(', ');
    }
    case 'switch': {
      const labels = new Map((column.options ?? []).map((o) => [String(o.value), o.label]));
      const own = labels.get(String(value));
      if (own !== undefined) return own;
      const [on] = column.switchValues ?? [1, 0];
      return String(value) === String(on) || value === true ? words.yes : words.no;
    }
    case 'date':
    case 'datetime': {
      const date = dayjs(value as string | number | Date);
      if (!date.isValid()) return String(value);
      return date.format(type === 'date' ? DATE_FORMAT : DATE_TIME_FORMAT);
    }
    case 'tree': {
      const labels = flattenTreeOptions(column.treeOptions);
      return toValueList(value)
        .map((v) => labels.get(v) ?? v)
        .join(', ');
    }
    case 'html':
      return String(value)
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    case 'password':
      return '••••••';
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}

/** Whether the value is empty in the SPEC §5 sense (numbers and booleans never are). */
export function isEmptyValue(value: unknown): boolean {
  if (value == null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && !(value instanceof Date) && !(value instanceof Blob)) {
    return Object.keys(value).length === 0;
  }
  return false;
}

/** The links of an image / upload value: one link, or a comma-joined list when `multiple`. */
export function linkList(value: unknown, multiple = false): string[] {
  if (value == null || value === '') return [];
  if (Array.isArray(value)) return value.map(String);
  const text = String(value);
  // A data: URL holds a comma itself; never split it.
  if (!multiple || text.startsWith('data:')) return [text];
  return toValueList(text);
}

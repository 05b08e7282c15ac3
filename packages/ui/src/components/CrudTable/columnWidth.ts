import { type CrudColumn, columnType, isDateType } from './columns';
import { displayText } from './columnValues';
import { cellTextWidth, headerMinWidth, headerWordsMinWidth } from './headerWidth';

/**
 * How wide a data column is drawn: from its content (the header and the loaded rows' text) within
 * the column's own bounds, or the width the column or the person (a dragged edge) sets. Issue 36:
 * fixed widths hid 所属部门 and cut times to "2026-11-18 10:0…".
 */

/** The widest a text column grows from its content unless it says otherwise (longer text: ellipsis). */
export const DEFAULT_MAX_WIDTH = 280;
/** The narrowest a column is sized to from its content. */
export const DEFAULT_MIN_WIDTH = 64;
/**
 * The narrowest a value is cut to: its first five Chinese characters or about ten Latin letters and
 * the ellipsis. Cut further, a column read "bla…" and "通知…" (/tool/code at 1024 px), which tells
 * nothing; past this the table scrolls sideways instead. A value narrower than this is never cut.
 */
export const READABLE_CUT_WIDTH = 100;
/** The narrowest a person may drag a column to. */
export const RESIZE_MIN_WIDTH = 48;
/** Columns whose content cannot be measured (a page's `render`, pictures) without a width of their own. */
const UNMEASURED_WIDTH = 120;
/** How many loaded rows are measured: a page of 200 rows costs no more than its first 50. */
export const MEASURED_ROWS = 50;
/** A thumbnail (CrudTable.styles `Thumb`) in its cell's padding. */
const THUMB_WIDTH = 28 + 2 * 12 + 2;
/** The widest a date or time is drawn (digits are tabular: any date is as wide as this one). */
const SAMPLE_DATE = '2000-00-00';
const SAMPLE_DATE_TIME = '2000-00-00 00:00:00';

export interface ColumnWidthInput<T> {
  column: CrudColumn<T>;
  /** The header as shown (translated). */
  header: string;
  records: readonly T[];
  words: { yes: string; no: string };
  /** A width the person dragged the column to (remembered per page). */
  resized?: number;
  /** A tree's first column: the room each record takes before its text (indent, expand button). */
  indentOf?: (record: T) => number;
}

/**
 * The widths a data column may be drawn at. With room it takes `size`; short of room the table
 * first lets headers stand on several lines (down to `body`), then cuts the longest values (down to
 * `min`): a short value is never cut while a header beside it could wrap (DataGrid's fitWidths).
 */
export interface ColumnFit {
  /** Its header on one line and its loaded values whole, within its bounds. */
  size: number;
  /** Its loaded values whole, its header perhaps on several lines (between `min` and `size`). */
  body: number;
  /** The least it is drawn at before the table scrolls sideways. */
  min: number;
}

/**
 * The narrowest a column may be drawn: its header whole (on as many lines as it has words), its own
 * minimum, and a date or time whole.
 */
export function columnMinWidth<T>(column: CrudColumn<T>, header: string): number {
  const type = columnType(column);
  const date = isDateType(type) ? cellTextWidth(type === 'date' ? SAMPLE_DATE : SAMPLE_DATE_TIME) : 0;
  return Math.max(headerWordsMinWidth(header, !!column.sortable), column.minWidth ?? DEFAULT_MIN_WIDTH, date);
}

/** The widths of a data column in pixels. */
export function columnFit<T>({
  column,
  header,
  records,
  words,
  resized,
  indentOf,
}: ColumnWidthInput<T>): ColumnFit {
  const min = columnMinWidth(column, header);
  // A dragged width is the person's choice, down to a sliver, kept when room is short; a date still
  // reads whole.
  if (resized !== undefined) {
    const width = Math.max(resized, isDateType(columnType(column)) ? min : RESIZE_MIN_WIDTH);
    return { size: width, body: width, min: width };
  }
  const oneLine = Math.max(min, headerMinWidth(header, !!column.sortable));
  if (column.width !== undefined) {
    return { size: Math.max(column.width, oneLine), body: Math.max(column.width, min), min };
  }
  const max = Math.max(column.maxWidth ?? DEFAULT_MAX_WIDTH, min);
  const content = contentWidth(column, records, words, indentOf);
  const body = Math.min(max, Math.max(min, content.widest));
  // A number cut tells nothing ("138123…" of a phone number): it keeps its width (up to a bound, so
  // a list of ids or addresses still gives way), and the table scrolls sideways sooner.
  const whole = content.numbers && body <= NUMBER_UNCUT_WIDTH;
  const cut = whole ? body : Math.min(body, Math.max(min, READABLE_CUT_WIDTH));
  return { size: Math.max(body, oneLine), body, min: cut };
}

/** The widest a number is kept whole: an amount, a phone number with its country code, a date. */
export const NUMBER_UNCUT_WIDTH = 180;

/** A value that is a number as people read one: digits, with a sign, separators or a phone's brackets. */
const NUMBER_LIKE = /^[+-]?[\d\s().,-]*\d[\d\s().,-]*$/;

/**
 * The widest loaded value of a column as a body cell draws it, and whether every value shown is a
 * number (phone numbers, amounts, codes of digits).
 */
function contentWidth<T>(
  column: CrudColumn<T>,
  records: readonly T[],
  words: { yes: string; no: string },
  indentOf: ((record: T) => number) | undefined,
): { widest: number; numbers: boolean } {
  const type = columnType(column);
  if (column.render) return { widest: UNMEASURED_WIDTH, numbers: false };
  if (type === 'image') return { widest: THUMB_WIDTH, numbers: false };
  let widest = 0;
  let numbers = true;
  // A text's width is measured once; in a tree the same text sits deeper in one row than another.
  const measured = new Map<string, number>();
  for (const record of records.slice(0, MEASURED_ROWS)) {
    const text = displayText(column, (record as Record<string, unknown>)[column.field], words);
    if (!text) continue;
    numbers &&= NUMBER_LIKE.test(text);
    let width = measured.get(text);
    if (width === undefined) {
      width = cellTextWidth(text);
      measured.set(text, width);
    }
    widest = Math.max(widest, width + (indentOf?.(record) ?? 0));
  }
  return { widest, numbers: numbers && widest > 0 };
}

import { type Language, type Localized, labelOf, userResource } from '@blade-console/blade-schema';
import type ExcelJS from 'exceljs';
import {
  columnLabel,
  columnsIn,
  type LabelledColumn,
  labelledShape,
  readSheetIn,
} from '../../excel/languages';
import { type SheetRecord, sheetWorkbook, textOf } from '../../excel/workbook';
import { formatDateTime } from '../../http/wire-format';
import { msg } from '../../i18n';

export const USER_SHEET: Localized = labelOf(userResource.name, userResource);

const { fields } = userResource;
const label = (name: keyof typeof fields) => labelOf(name, fields[name]);

/**
 * The columns of the user export, the template and the import, headed with the definition's labels.
 * Roles, departments and posts go by name (what a person can fill in), several joined by commas;
 * the sex by its dictionary label; the birthday as a day.
 */
export const USER_COLUMNS = [
  { label: label('account'), key: 'account', width: 18, text: true },
  { label: label('realName'), key: 'realName', width: 12 },
  { label: label('code'), key: 'code', width: 14, text: true },
  { label: label('name'), key: 'name', width: 14 },
  { label: label('email'), key: 'email', width: 24 },
  { label: label('phone'), key: 'phone', width: 16, text: true },
  { label: label('sex'), key: 'sexName', width: 10 },
  { label: label('birthday'), key: 'birthday', width: 14, text: true },
  { label: label('roleId'), key: 'roleName', width: 20 },
  { label: label('deptId'), key: 'deptName', width: 20 },
  { label: label('postId'), key: 'postName', width: 20 },
] as const satisfies readonly LabelledColumn[];

type ColumnKey = (typeof USER_COLUMNS)[number]['key'];

/** The header of a column by its key, in every language. */
export const headerOf = (key: ColumnKey): Localized => columnLabel(USER_COLUMNS, key);

/** Headers an import cannot do without: a user needs an account and a real name. */
const REQUIRED_HEADERS: ColumnKey[] = ['account', 'realName'];

/** Most data rows one import takes: new users share one password hash, so rows are cheap. */
export const MAX_IMPORT_ROWS = 5_000;

/** What an import reads, in each language. */
const importShape = labelledShape(USER_COLUMNS, REQUIRED_HEADERS, {
  maxRows: MAX_IMPORT_ROWS,
  noRows: msg('user.importNoRows'),
});

/** An .xlsx of users (wire rows with their names, as `page` answers them), headed in `language`. */
export function userWorkbook(rows: readonly Record<string, unknown>[], language: Language): Promise<Buffer> {
  const cells = rows.map((row) => ({
    ...row,
    // A birthday is a day (`yyyy-MM-dd`, server local time like every wire date).
    birthday: row.birthday instanceof Date ? formatDateTime(row.birthday).slice(0, 10) : '',
  }));
  return sheetWorkbook(USER_SHEET[language], columnsIn(USER_COLUMNS, language), cells);
}

/** The import template: the header row only, in `language`. */
export function userTemplateWorkbook(language: Language): Promise<Buffer> {
  return sheetWorkbook(USER_SHEET[language], columnsIn(USER_COLUMNS, language), []);
}

/** One data row of an import as text; `row` is the Excel row number. */
export type UserSheetRow = { row: number } & Record<ColumnKey, string>;

/**
 * A birthday cell as `yyyy-MM-dd`. Excel keeps no time zone: exceljs reads a date cell as that wall
 * time in UTC, so the UTC fields are the day a person typed.
 */
function dayOf(value: ExcelJS.CellValue | undefined, text: string): string {
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  return text;
}

/**
 * Reads an uploaded user sheet, headed in any of our languages (400 for a file that is no .xlsx,
 * lacks a column, or is too long; said to the `reader`).
 */
export async function readUserSheet(content: Buffer, reader: Language): Promise<UserSheetRow[]> {
  const { records, language } = await readSheetIn(content, reader, importShape);
  return records.map((record: SheetRecord) => {
    const row = { row: record.row } as UserSheetRow;
    for (const column of USER_COLUMNS) row[column.key] = textOf(record, column.label[language]);
    row.birthday = dayOf(record.cells.get(headerOf('birthday')[language]), row.birthday);
    return row;
  });
}

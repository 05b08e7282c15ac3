import { userResource } from '@blade-console/blade-schema';
import type ExcelJS from 'exceljs';
import { readSheet, type SheetColumn, type SheetRecord, sheetWorkbook, textOf } from '../../excel/workbook';
import { formatDateTime } from '../../http/wire-format';

export const USER_SHEET = '用户';

const { fields } = userResource;

/**
 * The columns of the user export, the template and the import, headed with the definition's labels.
 * Roles, departments and posts go by name (what a person can fill in), several joined by commas;
 * the sex by its dictionary label; the birthday as a day.
 */
export const USER_COLUMNS = [
  { header: fields.account.label, key: 'account', width: 18, text: true },
  { header: fields.realName.label, key: 'realName', width: 12 },
  { header: fields.code.label, key: 'code', width: 14, text: true },
  { header: fields.name.label, key: 'name', width: 14 },
  { header: fields.email.label, key: 'email', width: 24 },
  { header: fields.phone.label, key: 'phone', width: 16, text: true },
  { header: fields.sex.label, key: 'sexName', width: 10 },
  { header: fields.birthday.label, key: 'birthday', width: 14, text: true },
  { header: fields.roleId.label, key: 'roleName', width: 20 },
  { header: fields.deptId.label, key: 'deptName', width: 20 },
  { header: fields.postId.label, key: 'postName', width: 20 },
] as const satisfies readonly SheetColumn[];

type ColumnKey = (typeof USER_COLUMNS)[number]['key'];

/** The header of a column by its key. */
export const headerOf = (key: ColumnKey): string => USER_COLUMNS.find((c) => c.key === key)!.header;

/** Headers an import cannot do without: a user needs an account and a real name. */
const REQUIRED_HEADERS = [headerOf('account'), headerOf('realName')];

/** Most data rows one import takes: new users share one password hash, so rows are cheap. */
export const MAX_IMPORT_ROWS = 5_000;

/** An .xlsx of users (wire rows with their names, as `page` answers them). */
export function userWorkbook(rows: readonly Record<string, unknown>[]): Promise<Buffer> {
  const cells = rows.map((row) => ({
    ...row,
    // A birthday is a day (`yyyy-MM-dd`, server local time like every wire date).
    birthday: row.birthday instanceof Date ? formatDateTime(row.birthday).slice(0, 10) : '',
  }));
  return sheetWorkbook(USER_SHEET, USER_COLUMNS, cells);
}

/** The import template: the header row only. */
export function userTemplateWorkbook(): Promise<Buffer> {
  return sheetWorkbook(USER_SHEET, USER_COLUMNS, []);
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

/** Reads an uploaded user sheet (400 for a file that is no .xlsx, lacks a column, or is too long). */
export async function readUserSheet(content: Buffer): Promise<UserSheetRow[]> {
  const records = await readSheet(content, {
    required: REQUIRED_HEADERS,
    headers: USER_COLUMNS.map((c) => c.header),
    maxRows: MAX_IMPORT_ROWS,
    noRows: '文件中没有用户数据：请从第 2 行起每行填写一个用户',
  });
  return records.map((record: SheetRecord) => {
    const row = { row: record.row } as UserSheetRow;
    for (const column of USER_COLUMNS) row[column.key] = textOf(record, column.header);
    row.birthday = dayOf(record.cells.get(headerOf('birthday')), row.birthday);
    return row;
  });
}

import type { Message } from '@blade-console/blade-schema';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { badRequest } from '../http/envelope';
import { msg } from '../i18n';
import { linesOf, listOf } from '../i18n/list';
import { checkArchive } from './archive-caps';

/**
 * Spreadsheets as the Blade services exchange them (region and user import/export): one sheet, a
 * bold frozen header row, columns found by their header text on the way back in.
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetColumn {
  header: string;
  /** The row field the column holds. */
  key: string;
  width: number;
  /** Kept as text: Excel must not turn `00` into 0 or a 12-digit code into 1.1E+11. */
  text?: boolean;
}

/** A workbook with one sheet and its header row. */
export function newSheet(sheetName: string, columns: readonly SheetColumn[]) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Blade Console';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width,
    ...(c.text ? { style: { numFmt: '@' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  return { workbook, sheet };
}

/** An .xlsx of `rows` under `columns` (a missing value is an empty cell). */
export async function sheetWorkbook(
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: readonly Record<string, unknown>[],
): Promise<Buffer> {
  const { workbook, sheet } = newSheet(sheetName, columns);
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, row[c.key] ?? ''])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The text a person sees in a cell (numbers without grouping, formulas by their result). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value == null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value).trim();
}

/** One data row of an uploaded sheet: its Excel row number and its cells by header. */
export interface SheetRecord {
  row: number;
  cells: Map<string, ExcelJS.CellValue>;
}

/** The trimmed text of a record's cell under `header` ('' when the column is absent or empty). */
export function textOf(record: SheetRecord, header: string): string {
  return cellText(record.cells.get(header) ?? null);
}

export interface SheetShape {
  /** Header cells the import cannot do without. */
  required: readonly string[];
  /** Every header it reads (the template's); other columns are ignored. */
  headers: readonly string[];
  maxRows: number;
  /** What to say when the sheet has no data row, e.g. `文件中没有区划数据：…`. */
  noRows: Message | string;
}

/**
 * Reads the first sheet of an uploaded .xlsx: finds the columns by header text and returns the rows
 * with anything under a known header. A file that is not an .xlsx, lacks a required header, holds
 * no data or too many rows is a 400 saying so.
 */
export async function readSheet(content: Buffer, shape: SheetShape): Promise<SheetRecord[]> {
  // An .xlsx is a zip archive; the old binary .xls (and anything else) is not.
  if (content.length < 4 || content.readUInt32LE(0) !== 0x04034b50) {
    throw badRequest(msg('excel.notXlsx'));
  }
  // Unpacked as a stream under caps first: ExcelJS would inflate a zip bomb whole in memory.
  checkArchive(content);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw badRequest(msg('excel.damaged'));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(msg('excel.noSheet'));

  const positions = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    const header = cellText(cell.value);
    if (header && !positions.has(header)) positions.set(header, column);
  });
  const missing = shape.required.filter((h) => !positions.has(h));
  if (missing.length > 0) {
    throw badRequest(
      msg('excel.missingHeaders', { missing: listOf(missing), headers: listOf(shape.headers) }),
    );
  }

  const known = shape.headers.filter((h) => positions.has(h));
  const records: SheetRecord[] = [];
  sheet.eachRow({ includeEmpty: false }, (excelRow, number) => {
    if (number === 1) return;
    const cells = new Map(known.map((h) => [h, excelRow.getCell(positions.get(h)!).value]));
    const record = { row: number, cells };
    if (known.some((h) => textOf(record, h) !== '')) records.push(record);
  });
  if (records.length === 0) throw badRequest(shape.noRows);
  if (records.length > shape.maxRows) {
    throw badRequest(msg('excel.tooManyRows', { limit: shape.maxRows, count: records.length }));
  }
  return records;
}

/** Most row problems quoted in the message (the count says how many there are in all). */
const QUOTED_ERRORS = 20;

/** The 400 message of a refused import, from its `第 N 行：…` lines (each said in the reader's language). */
export function importErrorMessage(errors: readonly (Message | string)[]): Message {
  const more =
    errors.length > QUOTED_ERRORS
      ? linesOf([msg('excel.moreErrors', { count: errors.length - QUOTED_ERRORS })])
      : '';
  return msg('excel.importRefused', {
    count: errors.length,
    lines: linesOf(errors.slice(0, QUOTED_ERRORS)),
    more,
  });
}

/** `attachment` with an ASCII fallback and the UTF-8 (Chinese) name (RFC 6266 / 5987). */
export function contentDisposition(fileName: string, asciiFallback: string): string {
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** `yyyyMMddHHmmss` in server local time, for file names. */
export function fileStamp(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}` +
    `${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`
  );
}

/** Sends an .xlsx as a download named `fileName` (`asciiName` for clients without RFC 5987). */
export function sendXlsx(reply: FastifyReply, content: Buffer, fileName: string, asciiName: string) {
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition(fileName, asciiName))
    .header('cache-control', 'no-store')
    .send(content);
}

/** Sends an export named `<fileName><stamp>.xlsx` (`<asciiName>-<stamp>.xlsx` for older clients). */
export function sendStampedXlsx(reply: FastifyReply, content: Buffer, fileName: string, asciiName: string) {
  const stamp = fileStamp();
  return sendXlsx(reply, content, `${fileName}${stamp}.xlsx`, `${asciiName}-${stamp}.xlsx`);
}

import ExcelJS from 'exceljs';
import type { bladeRegion } from '../../../db/schema';
import { badRequest } from '../../../http/envelope';

type RegionRow = typeof bladeRegion.$inferSelect;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const REGION_SHEET = '行政区划';

interface Column {
  header: string;
  key: keyof RegionRow;
  width: number;
  /** Codes are text: Excel must not turn `00` into 0 or a 12-digit code into 1.1E+11. */
  text?: boolean;
}

/** The columns an import reads (by header text, so their order does not matter). */
export const IMPORT_COLUMNS: readonly Column[] = [
  { header: '区划编号', key: 'code', width: 16, text: true },
  { header: '上级区划编号', key: 'parentCode', width: 16, text: true },
  { header: '区划名称', key: 'name', width: 24 },
  { header: '层级', key: 'level', width: 8 },
  { header: '排序', key: 'sort', width: 8 },
  { header: '备注', key: 'remark', width: 30 },
];

/** The export: what an import reads first, then the derived columns (ignored by an import). */
export const EXPORT_COLUMNS: readonly Column[] = [
  ...IMPORT_COLUMNS,
  { header: '祖区划编号', key: 'ancestors', width: 30, text: true },
  { header: '省级区划编号', key: 'provinceCode', width: 14, text: true },
  { header: '省级名称', key: 'provinceName', width: 16 },
  { header: '市级区划编号', key: 'cityCode', width: 14, text: true },
  { header: '市级名称', key: 'cityName', width: 16 },
  { header: '区级区划编号', key: 'districtCode', width: 14, text: true },
  { header: '区级名称', key: 'districtName', width: 16 },
  { header: '镇级区划编号', key: 'townCode', width: 14, text: true },
  { header: '镇级名称', key: 'townName', width: 16 },
  { header: '村级区划编号', key: 'villageCode', width: 16, text: true },
  { header: '村级名称', key: 'villageName', width: 16 },
];

/** Header cells an import cannot do without. */
const REQUIRED_HEADERS = ['区划编号', '上级区划编号', '区划名称'] as const;

/** Most data rows one import takes (all of China to district level is about 3,700). */
export const MAX_IMPORT_ROWS = 20_000;

function sheetOf(columns: readonly Column[]) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Blade Console';
  const sheet = workbook.addWorksheet(REGION_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width,
    ...(c.text ? { style: { numFmt: '@' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  return { workbook, sheet };
}

/** An .xlsx of regions with the export columns. */
export async function regionWorkbook(rows: readonly RegionRow[]): Promise<Buffer> {
  const { workbook, sheet } = sheetOf(EXPORT_COLUMNS);
  for (const row of rows) {
    sheet.addRow(Object.fromEntries(EXPORT_COLUMNS.map((c) => [c.key, row[c.key] ?? ''])));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The import template: the header row only, code columns formatted as text. */
export async function templateWorkbook(): Promise<Buffer> {
  const { workbook } = sheetOf(IMPORT_COLUMNS);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** One data row of an import, every cell as trimmed text; `row` is the Excel row number. */
export interface SheetRow {
  row: number;
  code: string;
  parentCode: string;
  name: string;
  level: string;
  sort: string;
  remark: string;
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

/**
 * Reads the first sheet of an uploaded .xlsx: finds the columns by header text and returns the
 * non-empty rows. A file that is not an .xlsx or lacks a required header is a 400 saying so.
 */
export async function readRegionSheet(content: Buffer): Promise<SheetRow[]> {
  // An .xlsx is a zip archive; the old binary .xls (and anything else) is not.
  if (content.length < 4 || content.readUInt32LE(0) !== 0x04034b50) {
    throw badRequest('无法读取文件：请上传 .xlsx 格式的 Excel 文件（.xls 请先在 Excel 中另存为 .xlsx）');
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw badRequest('无法读取文件：文件已损坏或不是 Excel 工作簿，请使用导入模板重新填写');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('文件中没有工作表，请使用导入模板填写');

  const positions = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    const header = cellText(cell.value);
    if (header && !positions.has(header)) positions.set(header, column);
  });
  const missing = REQUIRED_HEADERS.filter((h) => !positions.has(h));
  if (missing.length > 0) {
    throw badRequest(
      `第 1 行缺少表头：${missing.join('、')}。请下载导入模板，表头须包含 ${IMPORT_COLUMNS.map((c) => c.header).join('、')}`,
    );
  }

  const rows: SheetRow[] = [];
  const field = (excelRow: ExcelJS.Row, header: string) => {
    const column = positions.get(header);
    return column ? cellText(excelRow.getCell(column).value) : '';
  };
  sheet.eachRow({ includeEmpty: false }, (excelRow, number) => {
    if (number === 1) return;
    const row: SheetRow = {
      row: number,
      code: field(excelRow, '区划编号'),
      parentCode: field(excelRow, '上级区划编号'),
      name: field(excelRow, '区划名称'),
      level: field(excelRow, '层级'),
      sort: field(excelRow, '排序'),
      remark: field(excelRow, '备注'),
    };
    if (row.code || row.parentCode || row.name || row.level || row.sort || row.remark) rows.push(row);
  });
  if (rows.length === 0) throw badRequest('文件中没有区划数据：请从第 2 行起每行填写一个区划');
  if (rows.length > MAX_IMPORT_ROWS) {
    throw badRequest(`一次最多导入 ${MAX_IMPORT_ROWS} 行，文件中有 ${rows.length} 行，请拆分后分批导入`);
  }
  return rows;
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

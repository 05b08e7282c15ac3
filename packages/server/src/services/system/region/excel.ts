import type { bladeRegion } from '../../../db/schema';
import { readSheet, type SheetColumn, sheetWorkbook, textOf } from '../../../excel/workbook';

type RegionRow = typeof bladeRegion.$inferSelect;

export const REGION_SHEET = '行政区划';

interface Column extends SheetColumn {
  key: keyof RegionRow;
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

/** An .xlsx of regions with the export columns. */
export function regionWorkbook(rows: readonly RegionRow[]): Promise<Buffer> {
  return sheetWorkbook(REGION_SHEET, EXPORT_COLUMNS, rows);
}

/** The import template: the header row only, code columns formatted as text. */
export function templateWorkbook(): Promise<Buffer> {
  return sheetWorkbook(REGION_SHEET, IMPORT_COLUMNS, []);
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

/**
 * Reads the first sheet of an uploaded .xlsx: the columns by header text, the non-empty rows. A file
 * that is not an .xlsx or lacks a required header is a 400 saying so (excel/workbook.ts).
 */
export async function readRegionSheet(content: Buffer): Promise<SheetRow[]> {
  const records = await readSheet(content, {
    required: REQUIRED_HEADERS,
    headers: IMPORT_COLUMNS.map((c) => c.header),
    maxRows: MAX_IMPORT_ROWS,
    noRows: '文件中没有区划数据：请从第 2 行起每行填写一个区划',
  });
  return records.map((record) => ({
    row: record.row,
    code: textOf(record, '区划编号'),
    parentCode: textOf(record, '上级区划编号'),
    name: textOf(record, '区划名称'),
    level: textOf(record, '层级'),
    sort: textOf(record, '排序'),
    remark: textOf(record, '备注'),
  }));
}

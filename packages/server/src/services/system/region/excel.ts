import { type Language, labelOf, regionResource } from '@blade-console/blade-schema';
import type { bladeRegion } from '../../../db/schema';
import {
  columnLabel,
  columnsIn,
  type LabelledColumn,
  labelledShape,
  readSheetIn,
} from '../../../excel/languages';
import { sheetWorkbook, textOf } from '../../../excel/workbook';
import { msg } from '../../../i18n';

type RegionRow = typeof bladeRegion.$inferSelect;

export const REGION_SHEET = labelOf(regionResource.name, regionResource);

const { fields } = regionResource;
type FieldName = keyof typeof fields;

type Column = LabelledColumn<FieldName>;

/** A column headed by its field's label. */
const column = (key: FieldName, width: number, text?: boolean): Column => ({
  key,
  label: labelOf(key, fields[key]),
  width,
  ...(text ? { text } : {}),
});

/** The columns an import reads (by header text, so their order does not matter). */
export const IMPORT_COLUMNS: readonly Column[] = [
  column('code', 16, true),
  column('parentCode', 16, true),
  column('name', 24),
  // Blade's template heads the level column 层级, not with the field's label.
  { ...column('level', 8), label: { ...labelOf('level', fields.level), zh: '层级' } },
  column('sort', 8),
  column('remark', 30),
];

/** The export: what an import reads first, then the derived columns (ignored by an import). */
export const EXPORT_COLUMNS: readonly Column[] = [
  ...IMPORT_COLUMNS,
  column('ancestors', 30, true),
  column('provinceCode', 14, true),
  column('provinceName', 16),
  column('cityCode', 14, true),
  column('cityName', 16),
  column('districtCode', 14, true),
  column('districtName', 16),
  column('townCode', 14, true),
  column('townName', 16),
  column('villageCode', 16, true),
  column('villageName', 16),
];

/** The header of an import column by its key, in every language. */
export const headerOf = (key: FieldName) => columnLabel(IMPORT_COLUMNS, key);

/** Header cells an import cannot do without. */
const REQUIRED_HEADERS: FieldName[] = ['code', 'parentCode', 'name'];

/** Most data rows one import takes (all of China to district level is about 3,700). */
export const MAX_IMPORT_ROWS = 20_000;

/** What an import reads, in each language. */
const importShape = labelledShape(IMPORT_COLUMNS, REQUIRED_HEADERS, {
  maxRows: MAX_IMPORT_ROWS,
  noRows: msg('system.regionNoRows'),
});

/** An .xlsx of regions with the export columns, headed in `language`. */
export function regionWorkbook(rows: readonly RegionRow[], language: Language): Promise<Buffer> {
  return sheetWorkbook(REGION_SHEET[language], columnsIn(EXPORT_COLUMNS, language), rows);
}

/** The import template: the header row only (in `language`), code columns formatted as text. */
export function templateWorkbook(language: Language): Promise<Buffer> {
  return sheetWorkbook(REGION_SHEET[language], columnsIn(IMPORT_COLUMNS, language), []);
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
 * Reads the first sheet of an uploaded .xlsx, headed in any of our languages: the columns by header
 * text, the non-empty rows. A file that is not an .xlsx or lacks a required header is a 400 saying
 * so to the `reader` (excel/workbook.ts).
 */
export async function readRegionSheet(content: Buffer, reader: Language): Promise<SheetRow[]> {
  const { records, language } = await readSheetIn(content, reader, importShape);
  const cell = (record: (typeof records)[number], key: FieldName) => textOf(record, headerOf(key)[language]);
  return records.map((record) => ({
    row: record.row,
    code: cell(record, 'code'),
    parentCode: cell(record, 'parentCode'),
    name: cell(record, 'name'),
    level: cell(record, 'level'),
    sort: cell(record, 'sort'),
    remark: cell(record, 'remark'),
  }));
}

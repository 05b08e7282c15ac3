import type { CrudColumn } from './columns';
import { displayText } from './columnValues';

/** Byte order mark: Excel opens UTF-8 CSV (Chinese text) correctly only with it. */
export const CSV_BOM = '\uFEFF';

/** Quotes a cell when it holds a comma, quote, line break or leading/trailing space (RFC 4180). */
export function escapeCsvCell(value: unknown): string {
  if (value == null) return '';
  let text = String(value);
  // A leading =, +, - or @ makes spreadsheets evaluate the cell as a formula (CSV injection).
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text) || text !== text.trim()) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

export interface CsvOptions {
  /** Words for switch columns without options. */
  words?: { yes: string; no: string };
  /** Translates column labels (i18n keys). */
  label?: (label: string) => string;
}

/** CSV text (CRLF lines, no BOM) of rows under the given columns, cells as the table shows them. */
export function toCsv<T>(
  rows: readonly T[],
  columns: readonly CrudColumn<T>[],
  options: CsvOptions = {},
): string {
  const label = options.label ?? ((l: string) => l);
  const lines = [columns.map((c) => escapeCsvCell(label(c.label))).join(',')];
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    lines.push(columns.map((c) => escapeCsvCell(displayText(c, record[c.field], options.words))).join(','));
  }
  return lines.join('\r\n');
}

/** A Blob of CSV text with the BOM, typed for Excel. */
export function csvBlob(csv: string): Blob {
  return new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' });
}

/** Saves a Blob through a temporary anchor (the browser's download). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoke after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The rows as a CSV file: handed to `onExport` when the page takes it, else downloaded. */
export function exportCsvFile<T>(options: {
  rows: T[];
  columns: readonly CrudColumn<T>[];
  words: { yes: string; no: string };
  label: (text: string) => string;
  fileName: string;
  onExport?: (blob: Blob, fileName: string, rows: T[]) => void;
}): void {
  const { rows, columns, words, label, fileName, onExport } = options;
  const blob = csvBlob(toCsv(rows, columns, { words, label }));
  if (onExport) onExport(blob, fileName, rows);
  else downloadBlob(blob, fileName);
}

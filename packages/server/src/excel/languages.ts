import {
  isMessage,
  LANGUAGES,
  type Language,
  type Localized,
  type Message,
} from '@blade-console/blade-schema';
import { HttpError } from '../http/envelope';
import { messages } from '../i18n';
import { inEach } from '../i18n/list';
import { readSheet, type SheetColumn, type SheetRecord, type SheetShape } from './workbook';

/**
 * Sheets in the reader's language: an export or a template is headed in the language of whoever
 * downloads it, and an import reads a header row in any of ours (a file exported in English imports
 * for a reader of Chinese, and the other way round).
 */

/** A column headed by a label in every language (a field's `labelOf`). */
export interface LabelledColumn<K extends string = string> extends Omit<SheetColumn, 'header' | 'key'> {
  key: K;
  label: Localized;
}

/** The header of the column `key` among `columns`, in every language. */
export function columnLabel<K extends string>(columns: readonly LabelledColumn<K>[], key: K): Localized {
  return columns.find((column) => column.key === key)!.label;
}

/**
 * The shape an import of `columns` reads in `language`: every column's header, those of the
 * `required` keys needed, and the sheet's limits.
 */
export function labelledShape<K extends string>(
  columns: readonly LabelledColumn<K>[],
  required: readonly K[],
  limits: Pick<SheetShape, 'maxRows' | 'noRows'>,
): (language: Language) => SheetShape {
  return (language) => ({
    required: required.map((key) => columnLabel(columns, key)[language]),
    headers: columns.map((column) => column.label[language]),
    ...limits,
  });
}

/** The columns with their headers in `language`. */
export function columnsIn(columns: readonly LabelledColumn[], language: Language): SheetColumn[] {
  return columns.map(({ label, ...column }) => ({ ...column, header: label[language] }));
}

function missingHeaders(error: unknown): boolean {
  return error instanceof HttpError && isMessage(error.said) && error.said.key === 'excel.missingHeaders';
}

/**
 * Reads an uploaded sheet headed in the reader's language or, failing that, in another of ours;
 * returns its records (cells keyed by the headers of `language`) and the language it was headed in.
 * When no language fits, the refusal names the headers in the reader's language.
 */
export async function readSheetIn(
  content: Buffer,
  reader: Language,
  shapeIn: (language: Language) => SheetShape,
): Promise<{ records: SheetRecord[]; language: Language }> {
  let refusal: unknown;
  for (const language of [reader, ...LANGUAGES.filter((l) => l !== reader)]) {
    try {
      return { records: await readSheet(content, shapeIn(language)), language };
    } catch (error) {
      if (!missingHeaders(error)) throw error;
      refusal ??= error;
    }
  }
  throw refusal;
}

/** The problems of one import row as one value: `甲；乙` in Chinese, `A; B` in English. */
export function problemsOf(list: readonly Message[]): Localized {
  return inEach((language) =>
    list.map((m) => messages.translate(language, m)).join(language === 'zh' ? '；' : '; '),
  );
}

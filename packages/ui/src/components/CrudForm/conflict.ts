import type { ConflictField } from '../ConflictDialog';
import type { CrudColumn } from '../CrudTable/columns';
import { displayText } from '../CrudTable/columnValues';

/**
 * A save refused because someone else saved the record first (HTTP 409, issue 25), as the form
 * needs it. ui knows no data source: the app's `conflictOf` turns its error into this.
 */
export interface CrudConflict {
  /** The record as it is stored now, with its new version (`updateTime`). */
  current: Record<string, unknown>;
  /** Who saved it ('' when unknown). */
  changedBy: string;
  /** When, as the server shows times ('' when unknown). */
  changedAt: string;
}

/** Recognises a conflict among a save's errors (anything else is left to `onSubmitError`). */
export type CrudConflictOf = (error: unknown) => CrudConflict | undefined;

/**
 * Recognises a save refused because of one field (a duplicate account, a value the server's rules
 * refuse): its name and what the server said, shown at that field. ui knows no data source: the
 * app's function reads its error.
 */
export type CrudFieldErrorOf = (error: unknown) => { field: string; message: string } | undefined;

/**
 * The rows of the conflict dialog: every field the form shows, the stored value beside the
 * person's, both as the table would show them (option labels, formatted dates).
 */
export function conflictFields<T>(
  columns: readonly CrudColumn<T>[],
  stored: Record<string, unknown>,
  mine: Record<string, unknown>,
  label: (column: CrudColumn<T>) => string,
  words: { yes: string; no: string },
): ConflictField[] {
  return columns.map((column) => ({
    key: column.field,
    label: label(column),
    stored: displayText(column, stored[column.field], words),
    mine: displayText(column, mine[column.field], words),
  }));
}

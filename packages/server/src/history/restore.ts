import type { RecordHistoryChange } from '@blade-console/blade-client/types';
import type { Localized } from '@blade-console/blade-schema';
import { badRequest } from '../http/envelope';
import { msg } from '../i18n';

/** A history row as restore reads it. */
export interface HistoryStep {
  id: bigint;
  operation: string;
  changes: RecordHistoryChange[];
}

/**
 * The record as it was right after `target` (one of `steps`, which are the record's history oldest
 * first): for each field, the value its last change up to the target left (a change's new value is
 * always kept whole), else — a field that only changed later — the value before its first later
 * change. Only `fields` (what a submit may write) are put back; secrets were never kept and stay.
 * A field whose earlier value history kept only as a hash cannot be put back: refused, naming it.
 */
export function versionAt(
  steps: readonly HistoryStep[],
  target: bigint,
  fields: ReadonlySet<string>,
  labels: (field: string) => Localized,
): Record<string, unknown> {
  const index = steps.findIndex((step) => step.id === target);
  const targetStep = steps[index];
  if (!targetStep) throw badRequest(msg('history.notFound'));
  if (targetStep.operation === 'delete') throw badRequest(msg('history.restoreRemoved'));
  const version: Record<string, unknown> = {};
  for (const step of steps.slice(0, index + 1)) {
    for (const change of step.changes) {
      if (fields.has(change.field) && 'after' in change) version[change.field] = change.after;
    }
  }
  for (const step of steps.slice(index + 1)) {
    for (const change of step.changes) {
      if (!fields.has(change.field) || change.field in version) continue;
      if (change.beforeHash !== undefined) {
        throw badRequest(msg('history.restoreHashed', { label: labels(change.field) }));
      }
      version[change.field] = change.before ?? null;
    }
  }
  return version;
}

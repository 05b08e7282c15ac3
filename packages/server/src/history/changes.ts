import { createHash } from 'node:crypto';
import type { RecordHistoryChange, RecordHistoryOperation } from '@blade-console/blade-client/types';
import { isSecretField } from '@blade-console/blade-schema';
import type { AccessClaims } from '../auth/jwt';
import type { DbOrTx } from '../db/connection';
import { nextId } from '../db/ids';
import { bladeRecordHistory } from '../db/schema';
import { formatDateTime } from '../http/wire-format';

/**
 * Record history (issue 42), the one place every write of a defined resource reports to: the
 * generic submit and remove (crud/writes.ts) call {@link recordChanges} inside the save's own
 * transaction, so a history row exists exactly when the save does. The same call hands the changes
 * to whoever listens ({@link onRecordChanges}): an event publisher sits there beside history, and
 * a PostgreSQL NOTIFY it sends from `tx` is delivered only if the save commits.
 */

/** A text longer than this (UTF-8 bytes) keeps only a hash of its earlier value. */
export const LARGE_TEXT_BYTES = 2048;

/** What a write did to one record. */
export interface RecordChange {
  /** The definition's name (`param`). */
  resource: string;
  recordId: string;
  operation: RecordHistoryOperation;
  /** The writer; their tenant is the record's (writes only ever reach their own tenant's rows). */
  user: AccessClaims;
  changes: RecordHistoryChange[];
  /** For a restore, the history row whose version was put back. */
  restoredFrom?: bigint;
}

/** Something told of every committed-with-the-save change (an event publisher). */
export type RecordChangeListener = (tx: DbOrTx, changes: readonly RecordChange[]) => Promise<void> | void;

const listeners = new Set<RecordChangeListener>();

/** Adds a listener to every write's changes, called inside its transaction; returns its removal. */
export function onRecordChanges(listener: RecordChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Who a user is to people, as history keeps them (their real name, else nickname, else account). */
export function personOf(user: AccessClaims): string {
  return (user.real_name || user.nick_name || user.account || '').slice(0, 64);
}

let keeping = true;

/**
 * Whether saves write history rows (`BLADE_RECORD_HISTORY`, set by the app as it starts). The
 * process's, like the listeners: two apps in one process (tests) take the last one's setting.
 */
export function keepRecordHistory(on: boolean): void {
  keeping = on;
}

/** Writes one history row per change, in `tx` (the save's transaction), then tells the listeners. */
export async function recordChanges(tx: DbOrTx, changes: readonly RecordChange[]): Promise<void> {
  if (changes.length === 0) return;
  const now = new Date();
  if (keeping)
    await tx.insert(bladeRecordHistory).values(
      changes.map((change) => ({
        id: nextId(),
        tenantId: change.user.tenant_id,
        resource: change.resource,
        recordId: change.recordId,
        operation: change.operation,
        userId: /^\d+$/.test(change.user.user_id) ? BigInt(change.user.user_id) : null,
        userName: personOf(change.user),
        createTime: now,
        changes: change.changes,
        restoredFrom: change.restoredFrom ?? null,
      })),
    );
  for (const listener of listeners) await listener(tx, changes);
}

/** A stored value as history keeps it: the wire's form (ids and dates as text), null for none. */
export function historyValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : formatDateTime(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.parse(JSON.stringify(value));
}

const isLarge = (value: unknown): value is string =>
  typeof value === 'string' && Buffer.byteLength(value, 'utf8') > LARGE_TEXT_BYTES;

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** An earlier value as history keeps it: whole, or a long text's hash. */
function before(value: unknown): Pick<RecordHistoryChange, 'before' | 'beforeHash'> {
  const kept = historyValue(value);
  return isLarge(kept) ? { beforeHash: sha256(kept) } : { before: kept };
}

/**
 * The fields a model's history follows: the definition's fields that are columns of the table,
 * less those never sent (hidden: password hashes) and secrets (declared, or named like one).
 */
export function trackedFields(
  fields: Readonly<Record<string, object | undefined>>,
  columns: readonly string[],
  hidden: ReadonlySet<string>,
): string[] {
  const present = new Set(columns);
  return Object.keys(fields).filter(
    (name) =>
      present.has(name) && !hidden.has(name) && !isSecretField(name, fields[name] as { secret?: boolean }),
  );
}

type Row = Record<string, unknown>;

/** Per field, what a write changed: every non-empty field of a new row, or of a removed one. */
export function fieldChanges(
  fields: readonly string[],
  old: Row | undefined,
  now: Row | undefined,
): RecordHistoryChange[] {
  const changes: RecordHistoryChange[] = [];
  for (const field of fields) {
    if (!old) {
      const after = historyValue(now?.[field]);
      if (after !== null) changes.push({ field, after });
    } else if (!now) {
      if (historyValue(old[field]) !== null) changes.push({ field, ...before(old[field]) });
    } else {
      const [was, is] = [historyValue(old[field]), historyValue(now[field])];
      if (JSON.stringify(was) !== JSON.stringify(is)) changes.push({ field, ...before(was), after: is });
    }
  }
  return changes;
}

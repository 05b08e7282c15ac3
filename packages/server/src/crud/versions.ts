import type { Localized } from '@blade-console/blade-schema';
import { type ConflictData, conflictMessage, VERSION_FIELD } from '@blade-console/blade-schema';
import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AccessClaims } from '../auth/jwt';
import type { DbOrTx, Tx } from '../db/connection';
import { bladeUser } from '../db/schema';
import { badRequest, conflict } from '../http/envelope';
import { formatDateTime, parseDateTime } from '../http/wire-format';
import { msg } from '../i18n';

/**
 * Optimistic concurrency (issue 25), one rule for every write: a row's version is its `updateTime`,
 * which every client that edits from a detail already sends back. A write carrying an older version
 * than the stored one is refused with 409 and changes nothing; a write carrying none (an older
 * client) is accepted as before.
 *
 * The wire shows times to the second, so versions are whole seconds: they are compared so, and a
 * write always moves a row to a later second than it had (two saves within one second are still two
 * versions). The rows are locked while they are checked and written, so of two saves of the same
 * version one waits for the other and then sees the new version.
 */

/**
 * What a client sent: `undefined` no version at all (no check), `null` the row had none when it was
 * loaded (seeded rows are never stamped until their first change: the wire shows ""), else a time.
 */
export type SentVersion = Date | null | undefined;

/** Reads a sent version, refusing one that is no `yyyy-MM-dd HH:mm:ss` (a 400, not a silent pass). */
export function parseVersion(value: unknown, field: string = VERSION_FIELD): SentVersion {
  if (value === undefined || value === null) return undefined;
  if (value === '') return null;
  const date = typeof value === 'string' ? parseDateTime(value) : undefined;
  if (!date) throw badRequest(msg('crud.expectedDate', { name: field, value: String(value) }));
  return date;
}

/** `{ "<id>": "<updateTime>" }` of a multi-row write (grants) as sent versions by key. */
export function versionsOf(value: Record<string, unknown> | undefined): Map<string, SentVersion> {
  const versions = new Map<string, SentVersion>();
  for (const [key, sent] of Object.entries(value ?? {}))
    versions.set(key, parseVersion(sent, `versions.${key}`));
  return versions;
}

/**
 * The versions of a query-string write of several rows (`ids=a,b&updateTimes=t1,t2`): the n-th
 * time is the n-th id's. An empty one, or none at all, is not checked (a query string drops empty
 * values, so "" cannot stand for "loaded without a version" here as it does in a JSON body).
 */
export function versionsAlong(ids: readonly bigint[], csv: string | undefined): Map<string, SentVersion> {
  const versions = new Map<string, SentVersion>();
  if (csv === undefined) return versions;
  const times = csv.split(',');
  if (times.length !== ids.length) throw badRequest(msg('crud.versionsCount'));
  for (const [i, id] of ids.entries()) {
    const time = times[i]?.trim();
    versions.set(String(id), time ? parseVersion(time, 'updateTimes') : undefined);
  }
  return versions;
}

const SECOND = 1000;
const floorSecond = (date: Date): number => Math.floor(date.getTime() / SECOND) * SECOND;

/** The version a write gives its rows: now, and in any case a later second than each of them had. */
export function nextVersion(previous: readonly (Date | null | undefined)[], now: Date = new Date()): Date {
  let next = floorSecond(now);
  for (const time of previous) if (time) next = Math.max(next, floorSecond(time) + SECOND);
  return new Date(next);
}

/** Whether a sent version is the stored one (both none, or the same second). */
export function isCurrent(stored: Date | null | undefined, sent: Date | null): boolean {
  if (!stored || !sent) return !stored && !sent;
  return floorSecond(stored) === floorSecond(sent);
}

/** What a versioned row holds of its last change. */
export interface VersionedRow {
  updateUser?: unknown;
  updateTime?: unknown;
}

/** Who a user id is to people: real name, else name, else account ('' when unknown). */
async function personName(db: DbOrTx, userId: unknown): Promise<string> {
  if (typeof userId !== 'bigint') return '';
  const [user] = await db
    .select({ realName: bladeUser.realName, name: bladeUser.name, account: bladeUser.account })
    .from(bladeUser)
    .where(eq(bladeUser.id, userId));
  return user?.realName || user?.name || user?.account || '';
}

/**
 * Throws the 409 when `sent` is not the row's stored version. `label` names the row as people do
 * (`参数`); `current` gives the stored row as the wire shows it, for the console's conflict dialog.
 */
export async function refuseStale(
  db: DbOrTx,
  label: Localized,
  key: string,
  row: VersionedRow,
  sent: SentVersion,
  current?: () => Promise<Record<string, unknown> | undefined>,
): Promise<void> {
  if (sent === undefined) return;
  const stored = row.updateTime instanceof Date ? row.updateTime : null;
  if (isCurrent(stored, sent)) return;
  const who = await personName(db, row.updateUser);
  const when = stored ? formatDateTime(stored) : '';
  const data: ConflictData = {
    id: key,
    updateUser: typeof row.updateUser === 'bigint' ? String(row.updateUser) : '',
    updateUserName: who,
    updateTime: when,
    ...(current ? { current: await current() } : {}),
  };
  throw conflict(conflictMessage(label, who, when), data);
}

/** A table whose rows carry a version, and how a write names and finds them. */
export interface VersionedTable {
  table: PgTable;
  /** What one row is called in messages (`{ zh: '角色', en: 'Role' }`). */
  label: Localized;
  /** The column the keys are values of (the id; a region's code). */
  key: PgColumn;
  /** The rows the caller may change (tenant, not deleted); others count as missing. */
  scope?: SQL | undefined;
  /** The stored row as the wire shows it, for the 409's `data.current` (an edit form's dialog). */
  present?: (row: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * The rule of a special write (grants, tenant settings): locks the rows, refuses a stale version
 * of any of them, and stamps them as changed by `user` now. Call it inside the write's transaction
 * with every row the write changes; returns the locked rows (missing keys are simply absent).
 */
export async function claimVersions(
  tx: Tx,
  target: VersionedTable,
  user: AccessClaims,
  keys: readonly (bigint | string)[],
  sent: ReadonlyMap<string, SentVersion> = new Map(),
): Promise<Record<string, unknown>[]> {
  if (keys.length === 0) return [];
  const rows = (await tx
    .select()
    .from(target.table)
    .where(and(inArray(target.key, [...keys]), target.scope))
    .for('update')) as Record<string, unknown>[];
  const keyName =
    Object.entries(getTableColumns(target.table)).find(([, column]) => column === target.key)?.[0] ?? 'id';
  for (const row of rows) {
    const key = String(row[keyName]);
    const { present } = target;
    await refuseStale(tx, target.label, key, row, sent.get(key), present && (async () => present(row)));
  }
  if (rows.length) {
    await tx
      .update(target.table)
      .set({
        updateUser: userIdOf(user),
        updateTime: nextVersion(rows.map((r) => r.updateTime as Date | null)),
      })
      .where(inArray(target.key, rows.map((r) => r[keyName]) as (bigint | string)[]));
  }
  return rows;
}

/** The caller's user id as the audit columns store it (null for a non-numeric test identity). */
export function userIdOf(user: AccessClaims): bigint | null {
  return /^\d+$/.test(user.user_id) ? BigInt(user.user_id) : null;
}

import { VERSION_FIELD } from '@blade-console/blade-schema';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { AccessClaims } from '../auth/jwt';
import { splitCsv } from '../auth/users';
import type { Db, DbOrTx, Tx } from '../db/connection';
import { nextId } from '../db/ids';
import { fieldChanges, type RecordChange, recordChanges } from '../history/changes';
import { badRequest } from '../http/envelope';
import { msg } from '../i18n';
import { fromWire } from './columns';
import type { CrudModel } from './model';
import { nextVersion, parseVersion, refuseStale, userIdOf } from './versions';

type Row = Record<string, unknown>;

/**
 * The writes of a {@link CrudModel}: Blade's `submit` (insert or update) and `remove`, each in one
 * transaction, so a failed check leaves nothing behind. Each also records what it changed
 * (src/history/) in that transaction: no history row without its save, and none for a failed one.
 */

/** What else a submit is: a restore of the version a history row names (src/history/restore.ts). */
export interface SubmitOptions {
  restoredFrom?: bigint;
}

/** Blade `submit`: no id → insert with a new snowflake id; an id → update of that visible row. */
export async function submitRow(
  model: CrudModel,
  db: Db,
  user: AccessClaims,
  body: Row,
  options: SubmitOptions = {},
): Promise<bigint> {
  const rawId = body.id;
  const existingId =
    rawId === undefined || rawId === null || rawId === '' ? undefined : fromWire(model.idColumn, rawId, 'id');
  const values = model.valuesFrom(body, existingId === undefined);
  const sent = parseVersion(body[VERSION_FIELD]);
  return db.transaction(async (tx) => {
    if (existingId === undefined) return insertRow(model, tx, user, values);
    const id = existingId as bigint;
    await model.requireInScope(tx, user, [id]);
    const stored = await lockForUpdate(model, tx, user, id);
    if (!stored) throw badRequest(msg('crud.notFound', { label: model.label }));
    // The version check comes first: a stale save is refused before any hook looks at its values.
    if (model.versioned) {
      await refuseStale(tx, model.label, String(id), stored, sent, async () => {
        const [current] = await model.present(tx, user, [stored]);
        return current;
      });
    }
    const row: Row = { ...values };
    if (model.definition.tree) {
      if (row.parentId === null) row.parentId = 0n;
      if (row.parentId === id) throw badRequest(msg('crud.parentIsSelf'));
      if (typeof row.parentId === 'bigint') await assertNoCycle(model, tx, user, id, row.parentId);
    }
    fillAudit(model, row, user, nextVersion([stored.updateTime as Date | null]), false);
    await model.definition.beforeWrite?.({ tx, values: row, id, isInsert: false, user, model });
    let saved: Row | undefined = stored;
    if (Object.keys(row).length > 0) {
      [saved] = (await tx
        .update(model.table)
        .set(row)
        .where(and(model.visible(user), eq(model.idColumn, id)))
        .returning()) as Row[];
    }
    const operation = options.restoredFrom === undefined ? 'update' : 'restore';
    await recordWrites(model, tx, user, [
      { operation, id, old: stored, now: saved, restoredFrom: options.restoredFrom },
    ]);
    return id;
  });
}

async function insertRow(model: CrudModel, tx: Tx, user: AccessClaims, values: Row): Promise<bigint> {
  const id = nextId();
  const row: Row = { ...values, id };
  if (model.definition.tree && (row.parentId === undefined || row.parentId === null)) row.parentId = 0n;
  fillAudit(model, row, user, nextVersion([]), true);
  await model.definition.beforeWrite?.({ tx, values: row, id, isInsert: true, user, model });
  // After the hook, which may derive required values (a dict item's code from its parent).
  const missing = model.missingOnInsert(row);
  if (missing) throw badRequest(msg('validation.required', { label: missing }));
  const [saved] = (await tx.insert(model.table).values(row).returning()) as Row[];
  await recordWrites(model, tx, user, [{ operation: 'create', id, now: saved }]);
  return id;
}

/** One record a write changed, as it was (`old`) and is (`now`), for {@link recordWrites}. */
export interface Written {
  operation: RecordChange['operation'];
  id: unknown;
  old?: Row;
  now?: Row;
  restoredFrom?: bigint | undefined;
}

/**
 * The history of a write of a defined resource's rows, in its transaction (src/history/); the
 * special writes of a model's rows (a user's roles, a password reset) call it too.
 */
export async function recordWrites(
  model: CrudModel,
  tx: DbOrTx,
  user: AccessClaims,
  written: readonly Written[],
): Promise<void> {
  const resource = model.definition.resource;
  if (!resource) return;
  await recordChanges(
    tx,
    written.map(({ operation, id, old, now, restoredFrom }) => ({
      resource: resource.name,
      recordId: String(id),
      operation,
      user,
      changes: fieldChanges(model.historyFields, old, now),
      ...(restoredFrom === undefined ? {} : { restoredFrom }),
    })),
  );
}

/**
 * The visible row, locked until the transaction ends: a second save of the same row waits for the
 * first, then reads its version (crud/versions.ts).
 */
async function lockForUpdate(model: CrudModel, tx: Tx, user: AccessClaims, id: bigint) {
  const [row] = (await tx
    .select()
    .from(model.table)
    .where(and(model.visible(user), eq(model.idColumn, id)))
    .for('update')) as Row[];
  return row;
}

/**
 * Logical delete (`is_deleted = 1`) of the visible rows among `ids`; physical when there is no flag.
 * Removal is explicit, so it is not checked against a version. All of `ids` go or none (400 when one
 * is not there): returns how many rows went.
 */
export async function removeRows(
  model: CrudModel,
  db: Db,
  user: AccessClaims,
  ids: readonly bigint[],
): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    await model.requireInScope(tx, user, ids);
    if (model.definition.tree) {
      const parentColumn = model.column('parentId');
      const [child] = (await tx
        .select({ id: model.idColumn })
        .from(model.table)
        .where(
          and(model.visible(user), inArray(parentColumn, [...ids]), notInArray(model.idColumn, [...ids])),
        )
        .limit(1)) as unknown[];
      if (child) throw badRequest(msg('crud.deleteChildrenFirst'));
    }
    await model.definition.beforeRemove?.({ tx, ids, user });
    const where = and(model.visible(user), inArray(model.idColumn, [...ids]));
    // The rows as they were, for their history (locked: nothing changes them before they go).
    const old = (await tx.select().from(model.table).where(where).for('update')) as Row[];
    let rows: { id: unknown }[];
    if (model.columns.isDeleted) {
      const set: Row = { isDeleted: 1 };
      fillAudit(model, set, user, nextVersion([]), false);
      rows = await tx.update(model.table).set(set).where(where).returning({ id: model.idColumn });
    } else {
      rows = await tx.delete(model.table).where(where).returning({ id: model.idColumn });
    }
    // All or nothing: a batch holding an id already removed (by someone else meanwhile) or unknown
    // removes none of its rows, as a single such id does (the transaction is rolled back).
    if (rows.length !== ids.length) throw badRequest(msg('crud.notFound', { label: model.label }));
    const removed = new Set(rows.map((r) => String(r.id)));
    await recordWrites(
      model,
      tx,
      user,
      old.filter((r) => removed.has(String(r.id))).map((r) => ({ operation: 'delete', id: r.id, old: r })),
    );
    if (rows.length && model.definition.afterRemove) {
      await model.definition.afterRemove({ tx, ids: rows.map((r) => r.id as bigint), user });
    }
    return rows.length;
  });
}

/**
 * Rejects moving `id` under `parentId` when `id` is `parentId` or one of its ancestors (the tree
 * would get a cycle, and every walk over it would loop). Walks up the visible rows from the parent.
 */
async function assertNoCycle(
  model: CrudModel,
  tx: Tx,
  user: AccessClaims,
  id: bigint,
  parentId: bigint,
): Promise<void> {
  const parentColumn = model.column('parentId');
  const seen = new Set<bigint>();
  let current: bigint | undefined = parentId;
  while (current !== undefined && current !== 0n && !seen.has(current)) {
    if (current === id) throw badRequest(msg('crud.parentIsDescendant'));
    seen.add(current);
    const [row] = (await tx
      .select({ parentId: parentColumn })
      .from(model.table)
      .where(and(model.visible(user), eq(model.idColumn, current)))) as { parentId: bigint | null }[];
    current = row?.parentId ?? undefined;
  }
}

/** The audit columns of a write (blade-api.md §6 AUDIT); `now` is the row's new version. */
function fillAudit(model: CrudModel, row: Row, user: AccessClaims, now: Date, isInsert: boolean): void {
  const has = (name: string) => name in model.columns;
  const userId = userIdOf(user);
  if (isInsert) {
    if (model.tenantScoped && has('tenantId')) row.tenantId = user.tenant_id;
    if (has('createUser')) row.createUser = userId;
    if (has('createDept')) {
      const dept = splitCsv(user.dept_id)[0];
      row.createDept = dept ? BigInt(dept) : null;
    }
    if (has('createTime')) row.createTime = now;
    if (has('isDeleted')) row.isDeleted = 0;
  }
  if (has('updateUser')) row.updateUser = userId;
  if (has('updateTime')) row.updateTime = now;
}

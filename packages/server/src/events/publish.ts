import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection';
import { onRecordChanges, personOf, type RecordChange } from '../history/changes';

/**
 * The event stream's publishing side (issue 42): what happened, said with a PostgreSQL NOTIFY on
 * one channel. Sent in the writer's transaction, a NOTIFY is delivered when (and only if) it
 * commits, to every replica's LISTEN on PostgreSQL and to the one process on PGlite (its worker
 * passes NOTIFYs on, db/pglite-thread.ts). Only who and what travel, never the record's data.
 */
export const EVENT_CHANNEL = 'blade_events';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;
/** Long candidate lists are cut to this: a task then reaches fewer people, never a wrong one. */
const MAX_PEOPLE_CHARS = 2_000;

/** A record of a defined resource was created, changed, removed or restored. */
export interface RecordNotice {
  kind: 'record';
  /** The record's tenant (the writer's). */
  tenant: string;
  resource: string;
  id: string;
  operation: RecordChange['operation'];
  byId: string;
  byName: string;
}

/** A workflow task was created for someone (the leave process's steps, any process). */
export interface TaskNotice {
  kind: 'task';
  tenant: string;
  taskId: string;
  name: string;
  assignee: string | null;
  candidateUsers: string | null;
  candidateGroups: string | null;
}

export type EventNotice = RecordNotice | TaskNotice;

/** Sends one event in `tx` (delivered at its commit); an event too large for NOTIFY is not sent. */
export async function publishEvent(tx: DbOrTx, notice: EventNotice): Promise<void> {
  const payload = JSON.stringify(notice);
  if (Buffer.byteLength(payload, 'utf8') > MAX_PAYLOAD_BYTES) return;
  await tx.execute(sql`select pg_notify(${EVENT_CHANNEL}, ${payload})`);
}

/** A task's people, cut to what a NOTIFY carries. */
export function taskPeople(value: string | null): string | null {
  return value === null ? null : value.slice(0, MAX_PEOPLE_CHARS);
}

let publishing = false;

/**
 * Every write of a defined resource (history's hook, src/history/changes.ts) becomes one record
 * event per changed record. Installed once per process: the hook is the process's, not an app's.
 */
export function publishRecordChanges(): void {
  if (publishing) return;
  publishing = true;
  onRecordChanges(async (tx, changes) => {
    for (const change of changes) {
      await publishEvent(tx, {
        kind: 'record',
        tenant: change.user.tenant_id,
        resource: change.resource,
        id: change.recordId,
        operation: change.operation,
        byId: change.user.user_id,
        byName: personOf(change.user),
      });
    }
  });
}

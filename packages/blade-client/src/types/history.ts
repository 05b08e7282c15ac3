import type { Id } from './envelope';

/** What a change did to a record: created, changed, removed, or put back to an earlier version. */
export type RecordHistoryOperation = 'create' | 'update' | 'delete' | 'restore';

/**
 * One field of a change, as the record held it before and after (issue 42). Values are as the wire
 * shows them (ids and dates as strings; `null` for no value). A long text's earlier value is kept
 * only as its SHA-256 (`beforeHash`, then `before` is absent); its new value is kept whole.
 * Secret fields (passwords, keys) never appear.
 */
export interface RecordHistoryChange {
  field: string;
  before?: unknown;
  beforeHash?: string;
  after?: unknown;
}

/** One row of `GET /blade-system/record-history/list`: a create, update, delete or restore. */
export interface RecordHistory {
  id: Id;
  /** The resource's definition name (`param`). */
  resource: string;
  recordId: string;
  operation: RecordHistoryOperation;
  /** Who did it: their user id ('' when unknown) and name as people know them. */
  userId: string;
  userName: string;
  tenantId: string;
  /** When, `yyyy-MM-dd HH:mm:ss`. */
  createTime: string;
  changes: RecordHistoryChange[];
  /** For a restore: the history row whose version was put back ('' otherwise). */
  restoredFrom: string;
}

export interface RecordHistoryQuery {
  resource: string;
  recordId: Id;
  current?: number;
  size?: number;
}

/** `POST /blade-system/record-history/restore`: the version (history row) to put back. */
export interface RecordHistoryRestoreInput {
  /** The history row whose version the record gets back. */
  id: Id;
  /** The record's `updateTime` as the person saw it: a record changed since is refused (409). */
  updateTime?: string;
}

import type { CrudModel } from '../crud/model';
import type { Db } from '../db/connection';

/**
 * The resources whose rows keep history, by definition name, as their CRUD routes registered them
 * (crud/routes.ts): the model (visibility, data scope, writes) and who may read and write it. The
 * history routes look a resource up here, so reading a record's history asks exactly what reading
 * the record asks. One map per database (each test server has its own).
 */
export interface HistoryEntry {
  model: CrudModel;
  /** Who may read the resource's rows: administrators, any signed-in user, platform administrators. */
  access: 'admin' | 'token' | 'super';
  /** Whether writing needs a platform administrator (a table every tenant shares). */
  writeNeedsSuper: boolean;
  /** The resource's detail route (under `/api`), whose API scopes reading its history obeys too. */
  detailPath: string;
}

const entries = new WeakMap<Db, Map<string, HistoryEntry>>();

/** Records a model's routes; a model without a definition keeps no history and is left out. */
export function registerHistoryEntry(db: Db, entry: HistoryEntry): void {
  const name = entry.model.definition.resource?.name;
  if (!name) return;
  const byName = entries.get(db) ?? new Map<string, HistoryEntry>();
  entries.set(db, byName);
  // The first registration wins: the user routes mount the same model under two prefixes.
  if (!byName.has(name)) byName.set(name, entry);
}

/** The entry of a resource by its definition name, if its rows keep history. */
export function historyEntry(db: Db, resource: string): HistoryEntry | undefined {
  return entries.get(db)?.get(resource);
}

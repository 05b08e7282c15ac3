import type { AccessClaims } from '../auth/jwt';
import { fromWire } from '../crud/columns';
import type { CrudModel } from '../crud/model';
import type { Db } from '../db/connection';

/**
 * The resources whose rows keep history, by definition name, as their routes registered them
 * (crud/routes.ts for every CRUD model; a service of its own such as regions registers itself):
 * who may read and write the rows, and how a record is checked. The history routes look a resource
 * up here, so reading a record's history asks exactly what reading the record asks. One map per
 * database (each test server has its own).
 */
export interface HistoryEntry {
  /** The definition's name (`param`). */
  name: string;
  /** Who may read the resource's rows: administrators, any signed-in user, platform administrators. */
  access: 'admin' | 'token' | 'super';
  /** Whether writing needs a platform administrator (a table every tenant shares). */
  writeNeedsSuper: boolean;
  /** The resource's detail route (under `/api`), whose API scopes reading its history obeys too. */
  detailPath: string;
  /** Rows belong to a tenant: only that tenant's history of them is shown. */
  tenantScoped: boolean;
  /**
   * The record's key as history stores it, once the caller is known to see the record (its data
   * scope, for a removed record too); a 400 for a key that cannot be one, a 403 out of scope.
   */
  see(db: Db, user: AccessClaims, key: string): Promise<string>;
  /** The model whose `submit` puts a version back; without one no version is restored. */
  model?: CrudModel;
}

const entries = new WeakMap<Db, Map<string, HistoryEntry>>();

/** Records a resource's history entry (the first registration wins: users mount under two prefixes). */
export function registerHistoryEntry(db: Db, entry: HistoryEntry): void {
  const byName = entries.get(db) ?? new Map<string, HistoryEntry>();
  entries.set(db, byName);
  if (!byName.has(entry.name)) byName.set(entry.name, entry);
}

/** The entry of a CRUD model's routes; none for a model without a definition (it keeps no history). */
export function modelHistoryEntry(
  model: CrudModel,
  rules: Pick<HistoryEntry, 'access' | 'writeNeedsSuper' | 'detailPath'>,
): HistoryEntry | undefined {
  const name = model.definition.resource?.name;
  if (!name) return undefined;
  return {
    name,
    ...rules,
    tenantScoped: model.tenantScoped,
    model,
    async see(db, user, key) {
      const id = fromWire(model.idColumn, key, 'recordId');
      if (typeof id === 'bigint') await model.requireInScope(db, user, [id], { removedToo: true });
      return String(id);
    },
  };
}

/** The entry of a resource by its definition name, if its rows keep history. */
export function historyEntry(db: Db, resource: string): HistoryEntry | undefined {
  return entries.get(db)?.get(resource);
}

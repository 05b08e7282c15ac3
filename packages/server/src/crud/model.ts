// Over 300 lines for a reason: one class, the model every CRUD route of every resource reads
// (list, forest, lazy levels, detail, scope and write values), whose methods share the columns,
// filters, sort keys and scope it prepares once from the definition; its pieces live beside it
// (columns, map-filters, sorting, paging, tree, data-scope, versions).
import type { Page, TreeNode } from '@blade-console/blade-client/types';
import type { Localized, ResourceDef } from '@blade-console/blade-schema';
import { and, asc, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AccessClaims } from '../auth/jwt';
import type { DbOrTx, Tx } from '../db/connection';
import { trackedFields } from '../history/changes';
import { HttpError } from '../http/envelope';
import { msg } from '../i18n';
import { labelOfTitle } from '../i18n/labels';
import { type ColumnMap, columnLookup, columnsOf, fromWire, toWireRow } from './columns';
import { dataScopeCondition, type ScopedColumns } from './data-scope';
import type { JsonSchema } from './fields';
import { buildMapFilters, RESERVED_QUERY_KEYS } from './map-filters';
import { pageRequest, selectPage } from './paging';
import { choosesOrder, plainPageRows } from './plain-page';
import { buildOrderBy, sortLookup } from './sorting';
import { buildForest, type Forest, type TreeRow, toTreeNodes } from './tree';
import type { VersionedTable } from './versions';

/** What a write hook sees: the values about to be written, inside the write's transaction. */
export interface WriteEvent {
  tx: Tx;
  /** Column values (already converted from the wire) that will be written. */
  values: Record<string, unknown>;
  /** The row's id; `isInsert` tells whether it is new. */
  id: bigint;
  isInsert: boolean;
  user: AccessClaims;
  /** The model, for uniqueness checks within the caller's scope. */
  model: CrudModel;
}

/** What a removal's `beforeRemove` hook is told: its transaction, the ids asked for, who asks. */
export interface RemoveEvent {
  tx: Tx;
  ids: readonly bigint[];
  user: AccessClaims;
}

export interface CrudDefinition {
  table: PgTable;
  /** What one row is called in messages, e.g. `{ zh: '参数', en: 'Parameter' }`. */
  label: Localized;
  /** Writable fields (wire names = the table's JS column names) and their JSON schema. */
  fields: Record<string, JsonSchema>;
  /** Fields an insert must carry. */
  required?: readonly string[];
  /**
   * Required fields `beforeWrite` derives itself where the client leaves them out (a dictionary
   * item takes its parent's `code`): an insert body need not carry them, but they are still checked
   * after the hook like every required field. When sent, their field schema still applies.
   */
  derived?: readonly string[];
  /** Fields usable as map filters. */
  filters: readonly string[];
  /**
   * Fields lists may be sorted by (`ascs`/`descs`, by their snake_case column name); any other is
   * refused (400). None when not given: the list keeps its default order.
   */
  sortable?: readonly string[];
  /** Default order of lists; the id is always the last tie-breaker. */
  orderBy?: readonly { field: string; desc?: boolean }[];
  /** Rows belong to the caller's tenant (default: when the table has a `tenantId` column). */
  tenantScoped?: boolean;
  /** Columns never sent to clients (password hashes). */
  hidden?: readonly string[];
  /** Checks and adjustments inside the write transaction (uniqueness, derived columns). */
  beforeWrite?: (event: WriteEvent) => Promise<void> | void;
  /**
   * Refuses a removal (by throwing) before anything goes: what must never be removed, such as the
   * caller's own account. Runs inside the remove transaction with the ids asked for.
   */
  beforeRemove?: (event: RemoveEvent) => Promise<void> | void;
  /** Runs inside the remove transaction with the ids actually removed (revoking what hangs on them). */
  afterRemove?: (event: { tx: Tx; ids: bigint[]; user: AccessClaims }) => Promise<void>;
  /** Adds derived wire fields (names of dictionary values, …) to rows about to be sent. */
  decorate?: (rows: Record<string, unknown>[], db: DbOrTx, user: AccessClaims) => Promise<void>;
  /** A tree table (`parentId`): `title` names the column shown as the node title and `parentName`. */
  tree?: { title: string };
  /**
   * Lists and details obey the data-scope rules with resource code `code` granted to the caller's
   * roles; `owner` and `dept` name the columns saying who created a row and in which department.
   */
  dataScope?: { code: string; owner: string; dept: string };
  /** The definition the model serves: its writes keep record history under its name (src/history/). */
  resource?: ResourceDef;
}

/**
 * A table exposed the Blade way: paged map-filtered lists, detail, submit (insert or update) and
 * logical remove, scoped to the caller's tenant, with audit columns filled in. Resource modules
 * add their own endpoints on top using the same pieces.
 */
export class CrudModel {
  readonly table: PgTable;
  readonly columns: ColumnMap;
  readonly label: Localized;
  readonly tenantScoped: boolean;
  /** Rows carry a version (`updateTime`): a stale update is refused (crud/versions.ts). */
  readonly versioned: boolean;
  private readonly filterColumns: ReadonlyMap<string, PgColumn>;
  private readonly sortColumns: ReadonlyMap<string, PgColumn>;
  /** The default order's own keys (without the id, which {@link orderOf} adds). */
  private readonly defaultKeys: SQL[];
  private readonly hidden: ReadonlySet<string>;
  /** The order of a list whose query chooses none (the id last). */
  readonly defaultOrder: SQL[];
  readonly idColumn: PgColumn;
  private readonly scoped?: ScopedColumns;
  /**
   * What a new row cannot be without: the definition's required fields (no empty text either) and
   * the fields whose column is NOT NULL with no default (no null), so an insert names the field
   * instead of the database saying only "not null" (23502) about a column the person never saw.
   */
  private readonly neededOnInsert: readonly { field: string; emptyTextCounts: boolean }[];
  /** The fields record history follows (none without a definition): no secret, nothing hidden. */
  readonly historyFields: readonly string[];

  constructor(readonly definition: CrudDefinition) {
    this.table = definition.table;
    this.columns = columnsOf(definition.table);
    this.label = definition.label;
    const id = this.columns.id;
    if (!id) throw new Error(`${definition.label.en}: the table needs an id column`);
    this.idColumn = id;
    this.tenantScoped = definition.tenantScoped ?? 'tenantId' in this.columns;
    this.versioned = 'updateTime' in this.columns;
    // The id is always filterable (`id_equal=…`), whatever the resource lists.
    this.filterColumns = columnLookup(this.columns, [...new Set(['id', ...definition.filters])]);
    this.hidden = new Set(definition.hidden ?? []);
    const resource = definition.resource;
    this.historyFields = resource
      ? trackedFields({ ...definition.fields, ...resource.fields }, Object.keys(this.columns), this.hidden)
      : [];
    for (const field of definition.sortable ?? []) {
      // A column never sent is no sort key either: the order would reveal it row by row.
      if (this.hidden.has(field)) throw new Error(`${definition.label.en}: cannot sort by hidden "${field}"`);
    }
    this.sortColumns = sortLookup(this.columns, definition.sortable ?? []);
    for (const field of Object.keys(definition.fields)) {
      if (!this.columns[field]) throw new Error(`${definition.label.en}: unknown field "${field}"`);
    }
    const required = new Set(definition.required ?? []);
    const notNull = Object.keys(definition.fields).filter((field) => {
      const column = this.columns[field];
      return column?.notNull && !column.hasDefault && !required.has(field);
    });
    this.neededOnInsert = [
      ...[...required].map((field) => ({ field, emptyTextCounts: true })),
      ...notNull.map((field) => ({ field, emptyTextCounts: false })),
    ];
    this.defaultKeys = (definition.orderBy ?? []).map(({ field, desc: descending }) => {
      const column = this.columns[field];
      if (!column) throw new Error(`${definition.label.en}: unknown order field "${field}"`);
      return descending ? desc(column) : asc(column);
    });
    this.defaultOrder = [...this.defaultKeys, asc(id)];
    const scope = definition.dataScope;
    if (scope) {
      // A custom rule may compare any column the wire shows, by wire or SQL name, but the tenant
      // (every query keeps to the caller's already).
      const shown = Object.keys(this.columns).filter((name) => !this.hidden.has(name) && name !== 'tenantId');
      const lookup = columnLookup(this.columns, shown);
      this.scoped = {
        code: scope.code,
        owner: this.column(scope.owner),
        dept: this.column(scope.dept),
        column: (name) => lookup.get(name),
      };
    }
  }

  /** The caller's data-scope condition (crud/data-scope.ts); undefined when nothing narrows the rows. */
  scopeOf(db: DbOrTx, user: AccessClaims): Promise<SQL | undefined> {
    return this.scoped ? dataScopeCondition(db, user, this.scoped) : Promise.resolve(undefined);
  }

  column(name: string): PgColumn {
    const column = this.columns[name];
    if (!column) throw new Error(`${this.label.en}: unknown column "${name}"`);
    return column;
  }

  /**
   * The model's rows as a special write (a grant, a setting) claims them: the caller's visible rows
   * by id, named by the label, shown as the wire shows them (crud/versions.ts `claimVersions`).
   */
  versionedRows(user: AccessClaims): VersionedTable {
    return {
      table: this.table,
      label: this.label,
      key: this.idColumn,
      scope: this.visible(user),
      present: (row) => this.toWire(row),
    };
  }

  /** Rows the caller may see: not deleted, and in the caller's tenant when scoped. */
  visible(user: AccessClaims): SQL | undefined {
    return this.visibleIn(user.tenant_id);
  }

  /** {@link visible} for a tenant, which a prepared statement passes as a placeholder. */
  visibleIn(tenantId: string | Placeholder): SQL | undefined {
    const conditions: SQL[] = [];
    if (this.columns.isDeleted) conditions.push(eq(this.columns.isDeleted, 0));
    if (this.tenantScoped && this.columns.tenantId) conditions.push(eq(this.columns.tenantId, tenantId));
    return conditions.length ? and(...conditions) : undefined;
  }

  /** The caller's tenant's rows, removed ones too (undefined for a table every tenant shares). */
  inTenant(tenantId: string): SQL | undefined {
    return this.tenantScoped && this.columns.tenantId ? eq(this.columns.tenantId, tenantId) : undefined;
  }

  /** The map filters of a list query (unknown keys ignored); `reserved` keys are left to the caller. */
  filtersOf(query: Record<string, unknown>, reserved: readonly string[] = []): SQL | undefined {
    return buildMapFilters(query, this.filterColumns, new Set([...RESERVED_QUERY_KEYS, ...reserved]));
  }

  /** The order a list query asks for (`ascs`/`descs`), then the default; a 400 for a column that does not sort. */
  orderOf(query: Record<string, unknown>): SQL[] {
    return buildOrderBy(query, this.sortColumns, { keys: this.defaultKeys, id: this.idColumn });
  }

  toWire(row: Record<string, unknown>): Record<string, unknown> {
    return toWireRow(row, this.columns, this.hidden);
  }

  async list(
    db: DbOrTx,
    user: AccessClaims,
    query: Record<string, unknown>,
    extra?: SQL,
  ): Promise<Page<Record<string, unknown>>> {
    const filters = this.filtersOf(query);
    const scope = await this.scopeOf(db, user);
    const request = pageRequest(query);
    const plain = !filters && !extra && !scope && !choosesOrder(query);
    const rows = plain ? plainPageRows(db, this, user.tenant_id, request) : undefined;
    const page = await selectPage(
      db,
      this.table,
      () => and(this.visible(user), filters, extra, scope),
      () => this.orderOf(query),
      request,
      rows,
    );
    return { ...page, records: await this.present(db, user, page.records) };
  }

  /** Rows as the wire shows them: null-to-empty, hidden columns dropped, decorated. */
  async present(
    db: DbOrTx,
    user: AccessClaims,
    rows: readonly Record<string, unknown>[],
  ): Promise<Record<string, unknown>[]> {
    const wire = rows.map((r) => this.toWire(r));
    await this.definition.decorate?.(wire, db, user);
    return wire;
  }

  /** A VO forest (blade-api.md §3): rows with `children` and `parentName`. */
  async forest(
    db: DbOrTx,
    user: AccessClaims,
    rows: readonly Record<string, unknown>[],
  ): Promise<Forest<TreeRow>> {
    const title = this.definition.tree?.title ?? 'id';
    const titles = new Map(rows.map((r) => [String(r.id), String(r[title] ?? '')]));
    const wire = await this.present(db, user, rows);
    for (const row of wire) row.parentName = titles.get(String(row.parentId)) ?? '';
    return buildForest(wire as (Record<string, unknown> & TreeRow)[]);
  }

  /** Picker/grant tree nodes of the rows (`title` from the tree's title column). */
  treeNodes(rows: readonly Record<string, unknown>[]): TreeNode[] {
    const title = this.definition.tree?.title ?? 'id';
    return toTreeNodes(rows as (Record<string, unknown> & TreeRow)[], (r) => String(r[title] ?? ''));
  }

  /** Flat rows of one level with `hasChildren` (the `lazy-*` endpoints). */
  async lazyLevel(
    db: DbOrTx,
    user: AccessClaims,
    parentId: bigint,
    query: Record<string, unknown> = {},
    extra?: SQL,
  ) {
    const parentColumn = this.column('parentId');
    const rows = await this.all(db, user, query, and(eq(parentColumn, parentId), extra));
    const ids = rows.map((r) => r.id as bigint);
    const withChildren = new Set<string>();
    if (ids.length) {
      const children = (await db
        .select({ parentId: parentColumn })
        .from(this.table)
        .where(and(this.visible(user), inArray(parentColumn, ids), extra))) as { parentId: unknown }[];
      for (const child of children) withChildren.add(String(child.parentId));
    }
    const wire = await this.present(db, user, rows);
    for (const row of wire) row.hasChildren = withChildren.has(String(row.id));
    return wire;
  }

  /** All visible rows matching the filters, unpaged (tree endpoints). */
  async all(
    db: DbOrTx,
    user: AccessClaims,
    query: Record<string, unknown> = {},
    extra?: SQL,
  ): Promise<Record<string, unknown>[]> {
    const rows = (await db
      .select()
      .from(this.table)
      .where(and(this.visible(user), this.filtersOf(query), extra, await this.scopeOf(db, user)))
      .orderBy(...this.orderOf(query))) as Record<string, unknown>[];
    return rows;
  }

  /**
   * Refuses (403) when one of `ids` is a row of the caller's tenant outside the caller's data scope:
   * its details and changes are as closed as its place in the list (the content stays hidden; the
   * caller can ask for the scope). A row whose compared column is empty is outside every rule.
   */
  async requireInScope(
    db: DbOrTx,
    user: AccessClaims,
    ids: readonly bigint[],
    options: { removedToo?: boolean } = {},
  ): Promise<void> {
    const scope = await this.scopeOf(db, user);
    if (!scope || ids.length === 0) return;
    // A removed row's history is as closed as the row was (removedToo): the tenant still applies.
    const rows = options.removedToo ? this.inTenant(user.tenant_id) : this.visible(user);
    const [outside] = await db
      .select({ id: this.idColumn })
      .from(this.table)
      .where(and(rows, inArray(this.idColumn, [...ids]), sql`not coalesce(${scope}, false)`))
      .limit(1);
    if (outside) {
      throw new HttpError(403, msg('crud.outOfScope', { label: this.label }));
    }
  }

  /** One visible row as the wire shows it, or undefined; outside the caller's data scope, 403. */
  async detail(db: DbOrTx, user: AccessClaims, id: bigint): Promise<Record<string, unknown> | undefined> {
    await this.requireInScope(db, user, [id]);
    const row = await this.find(db, user, id);
    if (!row) return undefined;
    const [wire] = await this.present(db, user, [row]);
    if (wire && this.definition.tree && 'parentId' in wire) {
      const parent = await this.find(db, user, row.parentId as bigint);
      wire.parentName = parent ? String(parent[this.definition.tree.title] ?? '') : '';
    }
    return wire;
  }

  async find(db: DbOrTx, user: AccessClaims, id: bigint): Promise<Record<string, unknown> | undefined> {
    const [row] = (await db
      .select()
      .from(this.table)
      .where(and(this.visible(user), eq(this.idColumn, id)))) as Record<string, unknown>[];
    return row;
  }

  /** Picks the writable fields of a body and converts them to column values. */
  valuesFrom(body: Record<string, unknown>, isInsert = false): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const field of Object.keys(this.definition.fields)) {
      if (!(field in body)) continue;
      const column = this.column(field);
      const value = fromWire(column, body[field], field, this.fieldLabel(field));
      if (value === null && column.notNull) {
        // An optional field a form left empty ("" or null) means "no value". A column that cannot
        // hold null takes its default instead (on an insert by leaving it out), rather than failing
        // the whole save on NOT NULL; without a default the insert's own check names the field.
        if (!isInsert && column.hasDefault && isPlainDefault(column.default)) values[field] = column.default;
        continue;
      }
      values[field] = value;
    }
    return values;
  }

  /** The first field a new row needs and lacks (see {@link neededOnInsert}), by its label. */
  missingOnInsert(row: Record<string, unknown>): Localized | undefined {
    const missing = this.neededOnInsert.find(
      ({ field, emptyTextCounts }) => row[field] == null || (emptyTextCounts && row[field] === ''),
    );
    return missing && this.fieldLabel(missing.field);
  }

  /** A field's name as a person knows it from the form (its label), else its wire name. */
  fieldLabel(field: string): Localized {
    const title = (this.definition.fields[field] as { title?: unknown } | undefined)?.title;
    return labelOfTitle(typeof title === 'string' && title ? title : field);
  }
}

/** A static column default (not SQL such as `now()`), which an update may write back as it is. */
function isPlainDefault(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

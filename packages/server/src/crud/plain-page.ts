import { createHash } from 'node:crypto';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type PgTable, PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/connection';
import { namedRowsStatement, poolOf } from '../db/pg-rows';
import { type PageRequest, pageOffset, pageSelection } from './paging';

type Rows = Record<string, unknown>[];

/** What a list's plain page is made of (a CrudModel). */
export interface PlainPageSource {
  readonly table: PgTable;
  /** The rows the tenant's callers may see, `tenantId` being the statement's placeholder. */
  visibleIn(tenantId: Placeholder): SQL | undefined;
  readonly defaultOrder: readonly SQL[];
}

interface Statement {
  execute(values: Record<string, unknown>): Promise<unknown>;
}

const statements = new WeakMap<Db, WeakMap<PlainPageSource, Statement>>();

/**
 * The plain page of a list — no filter, no chosen order, nothing narrowing it but the tenant — is
 * what every list page opens with and goes back to. Its statement differs between calls only in
 * the tenant and the window, so it is built once per list and database and prepared instead of
 * being built by Drizzle on every call (building was the largest share of the server's own CPU per
 * paged list: issue 18's profile). On PostgreSQL the statement is named, so each pooled connection
 * parses and plans it once. Returns undefined inside a transaction, whose statements must run on
 * its own connection.
 */
export function plainPageRows(
  db: DbOrTx,
  source: PlainPageSource,
  tenantId: string,
  page: PageRequest,
): (() => Promise<Rows>) | undefined {
  if (db instanceof PgTransaction) return undefined;
  let bySource = statements.get(db);
  if (!bySource) {
    bySource = new WeakMap();
    statements.set(db, bySource);
  }
  let statement = bySource.get(source);
  if (!statement) {
    statement = prepare(db, source);
    bySource.set(source, statement);
  }
  const prepared = statement;
  return async () =>
    (await prepared.execute({ tenantId, limit: page.size, offset: pageOffset(page) })) as Rows;
}

/** Whether a list query names its own order (`ascs`/`descs`): then it is not the plain page. */
export function choosesOrder(query: Record<string, unknown>): boolean {
  return Boolean(query.ascs || query.descs);
}

function prepare(db: Db, source: PlainPageSource): Statement {
  const visible = source.visibleIn(sql.placeholder('tenantId'));
  const selection = pageSelection(source.table, visible);
  const query = db
    .select(selection)
    .from(source.table)
    .where(visible)
    .orderBy(...source.defaultOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  // A name stands for one text on a connection: two lists of one table may differ in their order.
  const text = query.toSQL();
  const name = `plain_page_${createHash('sha256').update(text.sql).digest('hex').slice(0, 20)}`;
  // On PostgreSQL the statement runs on the pool directly, its rows decoded as Drizzle would.
  const pool = poolOf(db);
  if (pool) return { execute: namedRowsStatement(pool, name, text, selection) };
  return query.prepare(name);
}

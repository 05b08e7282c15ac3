import type { TableColumn } from '@blade-console/blade-schema';
import {
  datasourceResource,
  isPostgresSource,
  labelOf,
  OWN_DATASOURCE_ID,
} from '@blade-console/blade-schema';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Db, rawRows } from '../../db/connection';
import { isId } from '../../db/ids';
import { bladeDatasource } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { localized, msg } from '../../i18n';

const gone = () => msg('crud.notFound', { label: labelOf(datasourceResource.name, datasourceResource) });

/** How long connecting to (and querying) another database may take before the call gives up. */
const CONNECT_TIMEOUT_MS = 5_000;
const QUERY_TIMEOUT_MS = 10_000;

/** A PostgreSQL table name as the catalog knows it; anything else is refused before any query. */
const dialect = new PgDialect();

const TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

export function checkTableName(name: string | undefined): string {
  if (!name?.trim()) throw badRequest(msg('http.missingParam', { name: 'tableName' }));
  if (!TABLE_NAME.test(name)) {
    throw badRequest(msg('develop.badTableName', { name: name.slice(0, 80) }));
  }
  return name;
}

export interface TableSummaryRow {
  name: string;
  comment: string;
}

/** Runs catalog queries (always parameterised) on one data source. */
interface Catalog {
  query<T>(text: SQL): Promise<T[]>;
  close(): Promise<void>;
}

const TABLES = sql`
  select c.relname as name, coalesce(obj_description(c.oid, 'pg_class'), '') as comment
  from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname = current_schema()
  order by c.relname`;

const tableComment = (table: string) => sql`
  select coalesce(obj_description(c.oid, 'pg_class'), '') as comment
  from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname = current_schema() and c.relname = ${table}`;

const tableColumns = (table: string) => sql`
  select a.attname as name, pg_catalog.format_type(a.atttypid, a.atttypmod) as type,
    coalesce(col_description(c.oid, a.attnum), '') as comment,
    (a.attnotnull and not a.atthasdef) as "notNull"
  from pg_catalog.pg_attribute a
    join pg_catalog.pg_class c on c.oid = a.attrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname = current_schema() and c.relname = ${table}
    and a.attnum > 0 and not a.attisdropped
  order by a.attnum`;

function ownCatalog(db: Db): Catalog {
  return {
    query: <T>(text: SQL) => rawRows<T>(db, text),
    async close() {},
  };
}

/** `jdbc:postgresql://host:5432/db?…` (or `postgres://…`) → where to connect. */
function postgresTarget(url: string): { host: string; port: number; database: string; ssl: boolean } {
  const parsed = new URL(
    url
      .trim()
      .replace(/^jdbc:/, '')
      .replace(/^postgresql:/, 'postgres:'),
  );
  const sslMode = parsed.searchParams.get('sslmode') ?? '';
  return {
    host: decodeURIComponent(parsed.hostname),
    port: parsed.port ? Number(parsed.port) : 5432,
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
    ssl:
      parsed.searchParams.get('ssl') === 'true' || ['require', 'verify-ca', 'verify-full'].includes(sslMode),
  };
}

/**
 * The catalog of a data source: `0` the product's own database (PGlite or PostgreSQL), else a
 * PostgreSQL data source, connected with a timeout. Other kinds, unknown ids and unreachable
 * databases are refused with a sentence (HTTP 400).
 */
async function openCatalog(db: Db, datasourceId: string): Promise<Catalog> {
  if (datasourceId === OWN_DATASOURCE_ID) return ownCatalog(db);
  if (!isId(datasourceId)) throw badRequest(gone());
  const [source] = await db
    .select()
    .from(bladeDatasource)
    .where(and(eq(bladeDatasource.id, BigInt(datasourceId)), eq(bladeDatasource.isDeleted, 0)));
  if (!source) throw badRequest(gone());
  if (!isPostgresSource(source))
    throw badRequest(msg('develop.notPostgres', { name: source.name, driver: source.driverClass }));
  let target: ReturnType<typeof postgresTarget>;
  try {
    target = postgresTarget(source.url);
  } catch {
    throw badRequest(msg('develop.badUrl', { name: source.name }));
  }
  const client = new pg.Client({
    ...target,
    ssl: target.ssl ? { rejectUnauthorized: false } : false,
    user: source.username,
    password: source.password,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    statement_timeout: QUERY_TIMEOUT_MS,
    application_name: 'blade-console codegen',
  });
  // A broken connection after connecting must not crash the process (pg emits 'error').
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    // The driver's reason (refused, timeout, authentication) without the password, which it never quotes.
    const reason = (error as Error).message || localized(msg('develop.connectFailed'));
    throw badRequest(msg('develop.cannotConnect', { name: source.name, reason }));
  }
  return {
    async query<T>(text: SQL) {
      // The same parameterised text drizzle sends to the own database ($1 … with parameters).
      const { sql: statement, params } = dialect.sqlToQuery(text);
      // Another database's failure (a timeout, a lost connection, a missing grant) is the data
      // source's, said as such: not an error of this server, nor its own database not answering.
      const result = await client.query(statement, params).catch((error: Error) => {
        throw badRequest(msg('develop.queryFailed', { name: source.name, reason: error.message }));
      });
      return result.rows as T[];
    },
    close: () => client.end(),
  };
}

async function withCatalog<T>(
  db: Db,
  datasourceId: string,
  use: (catalog: Catalog) => Promise<T>,
): Promise<T> {
  const catalog = await openCatalog(db, datasourceId);
  try {
    return await use(catalog);
  } finally {
    await catalog.close().catch(() => undefined);
  }
}

export function listTables(db: Db, datasourceId: string): Promise<TableSummaryRow[]> {
  return withCatalog(db, datasourceId, (catalog) => catalog.query<TableSummaryRow>(TABLES));
}

/** A table's comment and columns; a table that is not there is refused. */
export function describeTable(
  db: Db,
  datasourceId: string,
  table: string,
): Promise<{ name: string; comment: string; columns: TableColumn[] }> {
  const name = checkTableName(table);
  return withCatalog(db, datasourceId, async (catalog) => {
    const [found] = await catalog.query<{ comment: string }>(tableComment(name));
    if (!found) throw badRequest(msg('develop.noTable', { name }));
    const columns = await catalog.query<TableColumn>(tableColumns(name));
    return { name, comment: found.comment, columns };
  });
}

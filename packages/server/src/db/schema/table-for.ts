import { columnName, type FieldDef, type ResourceDef } from '@blade-console/blade-schema';
import { sql } from 'drizzle-orm';
import {
  type ExtraConfigColumn,
  integer as integerColumn,
  numeric,
  type PgColumnBuilderBase,
  index as pgIndex,
  pgTable,
  text as textColumn,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, dateColumn, idColumn, tenantColumn } from './columns';

// The table of a definition lives with the other tables (not with the CRUD layer that reads
// them), so the schema never imports the code that queries it.

/** What an `integer` field's column holds (PostgreSQL's 4-byte integer). */
export const INTEGER_RANGE = { min: -2_147_483_648, max: 2_147_483_647 } as const;
/** A `decimal` field's column: 12 digits, 2 of them after the point. */
const DECIMAL_PRECISION = 12;
const DECIMAL_SCALE = 2;
const DECIMAL_LARGEST = 10 ** (DECIMAL_PRECISION - DECIMAL_SCALE) - 10 ** -DECIMAL_SCALE;
/** What a `decimal` field's column holds. */
export const DECIMAL_RANGE = { min: -DECIMAL_LARGEST, max: DECIMAL_LARGEST } as const;

/** Drizzle column builder of one field (varchar of its length, text, integer, timestamp). */
function fieldColumn(name: string, field: FieldDef) {
  const sqlName = columnName(name, field);
  const base = (() => {
    switch (field.kind) {
      case 'integer':
        return integerColumn(sqlName);
      case 'decimal':
        return numeric(sqlName, { precision: DECIMAL_PRECISION, scale: DECIMAL_SCALE, mode: 'number' });
      case 'datetime':
        return dateColumn(sqlName);
      case 'id':
        return idColumn(sqlName);
      case 'longText':
      case 'html':
        return textColumn(sqlName);
      default:
        return varchar(sqlName, { length: field.max ?? 255 });
    }
  })();
  const withDefault = field.default === undefined ? base : base.default(field.default as never);
  return field.required ? withDefault.notNull() : withDefault;
}

/**
 * The Drizzle table of a resource: the snowflake id, the tenant (when scoped), its fields and the
 * audit columns; an index on the tenant and a partial unique index per unique field among live rows.
 * drizzle-kit reads it like any hand-written table, so migrations are still generated and committed.
 */
export function tableFor(resource: ResourceDef) {
  const scoped = resource.tenantScoped !== false;
  // Built from data, so the column names are only known at run time: typed as a record.
  const columns: Record<string, PgColumnBuilderBase> = {
    id: idColumn().primaryKey(),
    ...(scoped ? { tenantId: tenantColumn() } : {}),
    ...Object.fromEntries(
      Object.entries(resource.fields).map(([name, field]) => [name, fieldColumn(name, field)]),
    ),
    ...auditColumns(),
  };
  return pgTable(resource.table, columns, (t) => {
    const column = (name: string) => t[name] as ExtraConfigColumn;
    const indexes = [];
    if (scoped) indexes.push(pgIndex(`${resource.table}_tenant_idx`).on(column('tenantId')));
    for (const [name, field] of Object.entries(resource.fields)) {
      if (!field.unique) continue;
      const on = scoped ? [column('tenantId'), column(name)] : [column(name)];
      indexes.push(
        uniqueIndex(`${resource.table}_${columnName(name, field)}_live_uq`)
          .on(...(on as [ExtraConfigColumn, ...ExtraConfigColumn[]]))
          .where(sql`${column('isDeleted')} = 0`),
      );
    }
    return indexes;
  });
}
